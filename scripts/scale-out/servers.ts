/** Two production app servers on one PostgreSQL database and one Redis, for the scale-out test. */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

/** Where a server answers: all the checks need of it. */
export type ServerAddress = { readonly name: string; readonly origin: string }

export type AppServer = ServerAddress & {
  readonly process: ChildProcess
  /** What `/readyz` answered when the server became ready. */
  readonly readiness?: string
  /** The server's latest output (its last 200 chunks). */
  readonly recentOutput: () => string
}

const READY_WITHIN_MS = 240_000

/** A new empty database beside the admin URL's; dropped again by `drop`. */
export async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vegur_scale_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * What both servers share: the database, Redis, the bucket, the secret (cookies and tokens) and one
 * proxy hop. Each keeps its own data folder, as separate machines would: an upload one of them keeps
 * on its disk is not found by the other.
 */
export function sharedEnvironment(params: {
  databaseUrl: string
  redisUrl: string
  storage?: Record<string, string>
}): {
  env: NodeJS.ProcessEnv
  cleanUp: () => void
} {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vegur-scale-'))
  return {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: params.databaseUrl,
      REDIS_URL: params.redisUrl,
      ...(params.storage ?? {}),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      // The test client plays the load balancer: it names each visitor in X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
    },
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

/**
 * Starts `npm start` (scripts/start.mjs) on `port` and resolves once it is ready as a load balancer
 * sees it: `GET /readyz` answers 200 (its database and Redis answer), with the body it gave.
 */
export async function startServer(params: {
  name: string
  port: number
  env: NodeJS.ProcessEnv
  /** A data folder of its own under the shared one, as on a machine of its own (the scale-out test). */
  hasOwnDataDir?: boolean
}): Promise<AppServer> {
  const origin = `http://localhost:${params.port}`
  const dataDir = params.hasOwnDataDir
    ? path.join(params.env.DATA_DIR ?? tmpdir(), params.name.replace(/\W+/g, '-'))
    : params.env.DATA_DIR
  const child = spawn('node', ['scripts/start.mjs'], {
    env: { ...params.env, PORT: String(params.port), SITE_URL: origin, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString())
    if (log.length > 200) log.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      // A server still booting may take a connection and not answer it yet, or answer 503: ask again.
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) })
      if (response.status === 200) {
        return {
          name: params.name,
          origin,
          process: child,
          readiness: JSON.stringify(await response.json()),
          recentOutput: () => log.join(''),
        }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stopServer({ name: params.name, origin, process: child, recentOutput: () => log.join('') })
  throw new Error(`${params.name} did not start on ${origin}:\n${log.join('').slice(-4000)}`)
}

/** Stops the server and everything it started (its process group). */
export function stopServer(server: AppServer): void {
  const pid = server.process.pid
  if (pid === undefined || server.process.exitCode !== null) return
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
