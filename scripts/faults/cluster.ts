/**
 * Servers A and B behind the test's load balancer (the test picks the server of each request). A
 * scenario arms a server with a fault point; when an armed server dies, the death is recorded and
 * the server is started again without the fault variable (a crashed server comes back clean), and
 * re-armed only when the scenario asks for it before its next action.
 */
import type { FaultPoint } from '../../src/domain/faults/fault-points'

import type { Target } from './http'
import { startAppServer, stopAppServer, type AppServer, type ServerName } from './servers'

export type Death = { readonly server: ServerName; readonly point: FaultPoint | undefined; readonly signal: string }

export type Cluster = {
  target(name: ServerName): Target
  isRunning(name: ServerName): boolean
  /** Starts `name` with the fault point unless it already runs with it. */
  arm(name: ServerName, point: FaultPoint): Promise<void>
  /** Starts `name` without a fault point unless it already runs so. */
  disarm(name: ServerName): Promise<void>
  /** Resolves once `name` answers again (after a death it is being restarted). */
  ready(name: ServerName): Promise<void>
  deaths(): readonly Death[]
  /** Restarts of either server so far, and their total start time. */
  starts(): { readonly count: number; readonly ms: number }
  stopAll(): Promise<void>
}

export async function startCluster(params: {
  env: NodeJS.ProcessEnv
  ports: Readonly<Record<ServerName, number>>
  logDir: string
}): Promise<Cluster> {
  const current = new Map<ServerName, AppServer>()
  const pending = new Map<ServerName, Promise<void>>()
  const deaths: Death[] = []
  let isStopping = false
  let startCount = 0
  let startMs = 0

  const launch = async (name: ServerName, point?: FaultPoint): Promise<void> => {
    const started = performance.now()
    const server = await startAppServer({
      name,
      port: params.ports[name],
      env: params.env,
      logDir: params.logDir,
      faultPoint: point,
    })
    startCount += 1
    startMs += performance.now() - started
    current.set(name, server)
    void server.ended.then((ending) => {
      if (isStopping || current.get(name) !== server) return
      deaths.push({ server: name, point: server.faultPoint, signal: ending.signal ?? `exit ${ending.code}` })
      // A crashed server comes back without the fault variable.
      relaunch(name, undefined).catch((error: unknown) =>
        console.error(`server ${name} did not come back: ${error instanceof Error ? error.message : String(error)}`),
      )
    })
  }

  const relaunch = (name: ServerName, point: FaultPoint | undefined): Promise<void> => {
    const run = (pending.get(name) ?? Promise.resolve()).then(async () => {
      const old = current.get(name)
      if (old) {
        current.delete(name)
        await stopAppServer(old)
      }
      if (!isStopping) await launch(name, point)
    })
    pending.set(
      name,
      run.catch(() => undefined),
    )
    return run
  }

  // The first server migrates and seeds the empty database; the second starts on it.
  await launch('A')
  await launch('B')

  const target = (name: ServerName): Target => ({ name, origin: `http://localhost:${params.ports[name]}` })
  const ready = async (name: ServerName): Promise<void> => {
    for (let round = 0; round < 3; round += 1) {
      await (pending.get(name) ?? Promise.resolve())
      if (current.get(name)?.isRunning()) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    target,
    isRunning: (name) => current.get(name)?.isRunning() ?? false,
    async arm(name, point) {
      await ready(name)
      const server = current.get(name)
      if (server?.isRunning() && server.faultPoint === point) return
      await relaunch(name, point)
    },
    async disarm(name) {
      await ready(name)
      const server = current.get(name)
      if (server?.isRunning() && server.faultPoint === undefined) return
      await relaunch(name, undefined)
    },
    ready,
    deaths: () => deaths,
    starts: () => ({ count: startCount, ms: startMs }),
    async stopAll() {
      isStopping = true
      await Promise.all([...current.values()].map((server) => stopAppServer(server)))
    },
  }
}
