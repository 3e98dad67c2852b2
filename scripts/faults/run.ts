/**
 * npm run test:faults: money, bookings and e-mails survive a killed server and a stalled or dropped
 * database (issue 26). Two production app servers reach PostgreSQL and Redis through TCP proxies
 * this process controls; servers are killed (-9) at the app's fault points (VEGUR_FAULT_KILL_AT) and
 * restarted clean, the dependencies stalled and dropped under load; then, once everything is back,
 * the database is read until the invariants hold or the deadline passes, and the counts printed.
 * `-- --quick` (or FAULTS_QUICK=1) runs the CI set. Needs the production build, TEST_DATABASE_URL and
 * TEST_REDIS_URL (.ci/run sets both); ports FAULTS_PORT (default 3600) to +3.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freshDatabase, sharedEnvironment } from '../scale-out/servers'
import { noFalseNoMoney } from './answer-invariant'
import { startCluster, type Cluster } from './cluster'
import { databaseReader, type DatabaseReader } from './db-reader'
import { killCancellations } from './kill-cancel'
import { killsHappened } from './kill-invariant'
import { killPayments } from './kill-payment'
import { KILL_SCENARIOS } from './kill-scenarios'
import { logStats } from './log-stats'
import { noLookupLocks } from './lookup-locks'
import { planOf, type Plan } from './plan'
import { claimRedisSpace } from './redis-space'
import { notesOf, refusalLines, scenarioTable, stallTable, verdictLines } from './report'
import { settle } from './settle'
import { answeredInTime, cachedPagesServed, timingsOf } from './stall-invariants'
import { runStall, type StallWindow } from './stalls'
import { startTcpProxy, type TcpProxy } from './tcp-proxy'

const startedAt = performance.now()
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`

function progress(step: string): void {
  console.log(`[${elapsed()}] ${step}`)
}

/** Everything the run started, undone in reverse order, once, also when it is stopped from outside. */
const undo: (() => Promise<void> | void)[] = []
let cleaning: Promise<void> | undefined

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of undo.reverse()) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => console.error(`clean-up: ${error instanceof Error ? error.message : String(error)}`))
    }
  })()
  return cleaning
}

async function main(): Promise<number> {
  const plan = planOf(process.argv.slice(2), process.env)
  const adminUrl = process.env.TEST_DATABASE_URL
  const redisUrl = process.env.TEST_REDIS_URL
  if (!adminUrl || !redisUrl) {
    console.error('test:faults needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis); .ci/run sets both.')
    return 1
  }
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.')
    return 1
  }
  progress(
    `${plan.isQuick ? 'CI set (--quick)' : 'full set'}: ${plan.bookingsPerKill} booking(s) per kill, stalls: ${plan.stalls.map((stall) => stall.name).join(', ')}`,
  )
  const base = Number(process.env.FAULTS_PORT ?? 3600)
  const ports = { A: base, B: base + 1, postgres: base + 2, redis: base + 3 }

  const database = await freshDatabase(adminUrl)
  undo.push(() => database.drop())
  const space = await claimRedisSpace(redisUrl)
  undo.push(() => space.release())
  const proxies: Record<'postgres' | 'redis', TcpProxy> = {
    postgres: await startTcpProxy({ name: 'PostgreSQL', port: ports.postgres, target: hostAndPort(adminUrl, 5432) }),
    redis: await startTcpProxy({ name: 'Redis', port: ports.redis, target: hostAndPort(redisUrl, 6379) }),
  }
  undo.push(
    () => proxies.postgres.close(),
    () => proxies.redis.close(),
  )
  const shared = sharedEnvironment({
    databaseUrl: throughProxy(database.url, ports.postgres),
    redisUrl: throughProxy(space.url, ports.redis),
  })
  undo.push(() => shared.cleanUp())
  // Every visitor pays with one of the gateway's two approving cards: the per-card decline limit
  // would otherwise count the whole test as one card holder (its parallel reservations included).
  const env: NodeJS.ProcessEnv = { ...shared.env, CARD_DECLINES_PER_HOUR: '1000' }
  const dataDir = env.DATA_DIR ?? ''
  const logDir = mkdtempSync(path.join(tmpdir(), 'vegur-faults-logs-'))
  progress(`servers' logs in ${logDir}; Redis database ${space.db}`)

  progress('starting server A (migrates and seeds the empty database), then server B')
  const cluster = await startCluster({ env, ports, logDir })
  undo.push(() => cluster.stopAll())
  const reader = databaseReader(database.url)
  undo.push(() => reader.close())
  await reader.markRunStart()

  await runKills({ plan, cluster, reader })
  const windows: StallWindow[] = []
  for (const stall of plan.stalls) {
    progress(`${stall.name} under load (${plan.loadVisitors} visitors on both servers)`)
    const window = await runStall({ stall, cluster, proxies, visitors: plan.loadVisitors })
    progress(
      `  back: both servers booked again ${window.recoveredInMs === undefined ? 'not within 2 min' : `${(window.recoveredInMs / 1000).toFixed(1)} s after it ended`}`,
    )
    windows.push(window)
  }

  progress(
    `everything is back: reading the database until the invariants hold (at most ${plan.settleDeadlineMs / 1000} s)`,
  )
  const settled = await settle({
    reader,
    dataDir,
    deadlineMs: plan.settleDeadlineMs,
    log: (line) => progress(`  ${line}`),
  })
  const held = settled.verdicts.every((verdict) => verdict.isHeld)
  progress(`  ${held ? 'all held' : 'not all held'} after waiting ${(settled.waitedMs / 1000).toFixed(0)} s`)
  progress('opening every confirmed booking with its voucher and last name')
  const locks = await noLookupLocks(cluster, settled.snapshot)
  const timings = windows.map(timingsOf)
  const verdicts = [
    killsHappened(),
    ...settled.verdicts,
    noFalseNoMoney(settled.snapshot),
    answeredInTime(timings),
    cachedPagesServed(timings),
    locks,
  ]

  console.log(`\nScenarios (what the visitors did and saw; charges, refunds and e-mails as the database holds them)\n`)
  console.log(scenarioTable(settled.snapshot))
  console.log(`\nRequests in flight during each stall (answer times; 'back in' = both servers booked again)\n`)
  console.log(
    stallTable(
      timings,
      windows.map((window) => window.recoveredInMs),
    ),
  )
  console.log(`\nAnswers other than a success during each stall, by request\n${refusalLines(timings)}`)
  const starts = cluster.starts()
  console.log(
    `\n${logStats(logDir)}\nserver starts: ${starts.count}, ${(starts.ms / 1000).toFixed(0)} s in all; deaths: ${cluster.deaths().length}; payment attempts ${settled.snapshot.attempts}, still open ${settled.snapshot.openAttempts}`,
  )
  const notes = notesOf()
  if (notes) console.log(`\nNotes\n${notes}`)
  console.log(`\nInvariants\n${verdictLines(verdicts)}`)
  const failed = verdicts.filter((verdict) => !verdict.isHeld).length
  console.log(
    `\n${failed === 0 ? 'All invariants held' : `${failed} of ${verdicts.length} invariants FAILED`} in ${elapsed()} (${plan.isQuick ? 'CI set' : 'full set'}).`,
  )
  return failed === 0 ? 0 : 1
}

/** The kills: payments first (their visitors keep reloading in the background), then cancellations. */
async function runKills(params: { plan: Plan; cluster: Cluster; reader: DatabaseReader }): Promise<void> {
  const { plan, cluster } = params
  const reloading: Promise<void>[] = []
  for (const scenario of KILL_SCENARIOS.filter((kill) => kill.action === 'pay')) {
    progress(`${scenario.name} (${scenario.point} on A)`)
    reloading.push(...(await killPayments({ plan, cluster, scenario })))
  }
  const waitStarted = performance.now()
  await Promise.all(reloading)
  progress(
    `  visitors done reloading their payments (waited ${((performance.now() - waitStarted) / 1000).toFixed(0)} s)`,
  )
  for (const scenario of KILL_SCENARIOS.filter((kill) => kill.action === 'cancel')) {
    progress(`${scenario.name} (${scenario.point} on ${scenario.armed.join(' and ')})`)
    await killCancellations({ ...params, scenario })
  }
  await Promise.all([cluster.disarm('A'), cluster.disarm('B')])
}

function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url)
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) }
}

/** The same URL pointed at the local proxy's port. */
function throughProxy(url: string, port: number): string {
  const parsed = new URL(url)
  parsed.hostname = '127.0.0.1'
  parsed.port = String(port)
  return parsed.toString()
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and proxies`)
    void cleanUp().finally(() => process.exit(130))
  })
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return 1
  })
  .then(async (code) => {
    await cleanUp()
    process.exit(code)
  })
