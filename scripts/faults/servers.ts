/**
 * The two production app servers of the fault test (`node scripts/start.mjs`, as scale-out starts
 * them), each with its output in a log file. A server may be started with VEGUR_FAULT_KILL_AT, so
 * it kills itself (SIGKILL) at that point; the test sees the death and starts it again without.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import path from 'node:path'

import type { FaultPoint } from '../../src/domain/faults/fault-points'

export type ServerName = 'A' | 'B'

/** How an app server ended: the signal (SIGKILL for a fault point) or the exit code. */
export type Ending = { readonly signal: NodeJS.Signals | null; readonly code: number | null; readonly at: number }

export type AppServer = {
  readonly name: ServerName
  readonly origin: string
  readonly port: number
  readonly faultPoint: FaultPoint | undefined
  readonly process: ChildProcess
  /** Settles when the process has ended, however it ended. */
  readonly ended: Promise<Ending>
  isRunning(): boolean
}

const READY_WITHIN_MS = 240_000
const STOP_GRACE_MS = 6_000

export async function startAppServer(params: {
  name: ServerName
  port: number
  env: NodeJS.ProcessEnv
  logDir: string
  faultPoint?: FaultPoint
}): Promise<AppServer> {
  const origin = `http://localhost:${params.port}`
  const env: NodeJS.ProcessEnv = { ...params.env, PORT: String(params.port), SITE_URL: origin }
  delete env.VEGUR_FAULT_KILL_AT
  if (params.faultPoint) env.VEGUR_FAULT_KILL_AT = params.faultPoint
  const log = createWriteStream(path.join(params.logDir, `server-${params.name}.log`), { flags: 'a' })
  log.write(`\n===== ${new Date().toISOString()} start ${params.name}, fault point: ${params.faultPoint ?? 'none'}\n`)
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  const ended = new Promise<Ending>((resolve) =>
    child.once('exit', (code, signal) => resolve({ signal, code, at: performance.now() })),
  )
  // The log is closed once the process's output is drained.
  child.once('close', (code, signal) => {
    log.end(`===== ${new Date().toISOString()} ${params.name} ended: ${signal ?? `exit ${code}`}\n`)
  })
  const server: AppServer = {
    name: params.name,
    origin,
    port: params.port,
    faultPoint: params.faultPoint,
    process: child,
    ended,
    isRunning: () => child.exitCode === null && child.signalCode === null,
  }
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline && server.isRunning()) {
    try {
      // A server still booting may take a connection and not answer it yet: ask again.
      const response = await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status < 500) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stopAppServer(server)
  throw new Error(
    `server ${params.name} did not start on ${origin} (see ${path.join(params.logDir, `server-${params.name}.log`)})`,
  )
}

/** Whether the server ended within `ms`; its ending if it did. */
export async function endingWithin(server: AppServer, ms: number): Promise<Ending | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  try {
    return await Promise.race([server.ended, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Stops the server and everything it started (its process group): SIGTERM, then SIGKILL after a
 * grace period. Also clears what a killed server may have left in its group.
 */
export async function stopAppServer(server: AppServer): Promise<void> {
  const pid = server.process.pid
  if (pid === undefined) return
  signalGroup(pid, 'SIGTERM')
  if ((await endingWithin(server, STOP_GRACE_MS)) === undefined) signalGroup(pid, 'SIGKILL')
  await endingWithin(server, STOP_GRACE_MS)
  signalGroup(pid, 'SIGKILL')
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // the group is gone
  }
}
