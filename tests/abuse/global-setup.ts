// The server the abuse tests attack: the production build (scripts/start.mjs) on a fresh SQLite
// database with default settings, as `npm start` runs it. Its resident memory is sampled all
// along; at the end the run's figures are printed (requests, 5xx, memory before / peak / after)
// and the run fails when the memory grew more than MEMORY_BUDGET_MB or did not come back near
// its start. ABUSE_URL (with ABUSE_PID, ABUSE_DATA_DIR, ABUSE_LOG) points the tests at a server
// already running instead.
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { type AbuseContext } from './support/context'
import { addressesOf, appRoutes } from './support/routes'

/** How much the server's resident memory may grow under the whole run. */
export const MEMORY_BUDGET_MB = 200
/**
 * How close to its start the memory must come back once the run is over: what the server keeps by
 * design and fills with the junk's pages, the page cache in front of Next (64 MB, ADR 013) and
 * Next's own in-memory cache (50 MB), and a little more.
 */
export const SETTLE_MARGIN_MB = 128
const SETTLE_MS = 15_000

export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-abuse-'))
  const given = process.env.ABUSE_URL
  const port = Number(process.env.ABUSE_PORT ?? 3560)
  let server: ChildProcess | undefined
  let context: AbuseContext
  if (given) {
    context = {
      url: given,
      pid: Number(process.env.ABUSE_PID ?? 0),
      dataDir: process.env.ABUSE_DATA_DIR ?? '',
      logFile: process.env.ABUSE_LOG ?? '',
      tallyDir: scratch,
    }
  } else {
    const dataDir = path.join(scratch, 'data')
    const logFile = path.join(scratch, 'server.log')
    server = startServer({ port, dataDir, logFile })
    context = { url: `http://localhost:${port}`, pid: server.pid ?? 0, dataDir, logFile, tallyDir: scratch }
    // A server that never became ready is stopped too: it would hold the port for the next run.
    await waitForReady(context.url, server).catch((error: unknown) => {
      server?.kill('SIGTERM')
      throw error
    })
  }
  await warmUp(context.url)
  const memory = sampleMemory(context.pid)
  project.provide('abuse', context)

  return async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const figures = { ...tallied(context.tallyDir), ...memory.stop() }
    server?.kill('SIGTERM')
    rmSync(scratch, { recursive: true, force: true })
    report(figures)
  }
}

function startServer(params: { port: number; dataDir: string; logFile: string }): ChildProcess {
  const log = createWriteStream(params.logFile)
  const child = spawn('node', ['scripts/start.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(params.port),
      DATA_DIR: params.dataDir,
      SQLITE_PATH: path.join(params.dataDir, 'vegur.db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SITE_URL: `http://localhost:${params.port}`,
      TRUSTED_PROXY_HOPS: '',
      // The JavaScript heap as the README has a host run the server (cap 512 MB).
      NODE_OPTIONS: '--max-old-space-size=512',
    },
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  return child
}

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server stopped (exit ${server.exitCode}); was \`npm run build\` run?`)
    try {
      const answer = await fetch(`${url}/`, { redirect: 'manual' })
      if (answer.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not answer within 4 minutes')
}

/**
 * One ordinary visit of every route, so the memory the server takes to load each route's code and
 * render it once is in its start, not counted as the abuse's.
 */
async function warmUp(url: string): Promise<void> {
  const pages = ['/', '/search', '/our-cars', '/booking', '/manage-my-booking', ...appRoutes().flatMap(addressesOf)]
  for (const page of pages) {
    await fetch(`${url}${page}`, { redirect: 'manual' })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined)
  }
}

type MemoryFigures = { startMb: number; peakMb: number; endMb: number }

function sampleMemory(pid: number): { stop: () => MemoryFigures } {
  const read = () => residentMb(pid)
  const startMb = read()
  let peakMb = startMb
  const timer = setInterval(() => (peakMb = Math.max(peakMb, read())), 100)
  return {
    stop() {
      clearInterval(timer)
      return { startMb, peakMb, endMb: read() }
    },
  }
}

/** VmRSS of a process in MB (0 when unknown: another machine's server). */
function residentMb(pid: number): number {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return 0
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024)
}

function tallied(dir: string): { requests: number; serverErrors: number; samples: string[] } {
  const total = { requests: 0, serverErrors: 0, samples: [] as string[] }
  for (const file of readdirSync(dir).filter((name) => name.startsWith('tally-'))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { requests: number; serverErrors: number; serverErrorSamples: string[] }
      total.requests += entry.requests
      total.serverErrors += entry.serverErrors
      total.samples.push(...entry.serverErrorSamples)
    }
  }
  return total
}

function report(figures: MemoryFigures & { requests: number; serverErrors: number; samples: string[] }): void {
  const { startMb, peakMb, endMb } = figures
  console.log(
    [
      '',
      'Abuse run',
      `  requests sent: ${figures.requests}`,
      `  5xx answers:   ${figures.serverErrors}${figures.samples.length > 0 ? `\n    ${figures.samples.join('\n    ')}` : ''}`,
      `  server memory: ${startMb} MB before, ${peakMb} MB peak (+${peakMb - startMb}), ${endMb} MB after (+${endMb - startMb})`,
      '',
    ].join('\n'),
  )
  if (startMb === 0) return
  if (peakMb - startMb > MEMORY_BUDGET_MB) {
    throw new Error(`server memory grew ${peakMb - startMb} MB under the abuse (budget ${MEMORY_BUDGET_MB} MB)`)
  }
  if (endMb - startMb > SETTLE_MARGIN_MB) {
    throw new Error(`server memory stayed ${endMb - startMb} MB above its start (margin ${SETTLE_MARGIN_MB} MB)`)
  }
}
