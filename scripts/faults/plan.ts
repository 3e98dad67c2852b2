/**
 * How much the fault test does: the full set (one command, `npm run test:faults`) or the CI set
 * (`npm run test:faults -- --quick`, or FAULTS_QUICK=1): one booking per kill, the 10 s PostgreSQL
 * stall and drop and a shorter Redis stall, shorter waits.
 */
export type StallPlan = {
  readonly name: string
  readonly dependency: 'postgres' | 'redis'
  readonly action: 'stall' | 'drop'
  readonly seconds: number
}

export type Plan = {
  readonly isQuick: boolean
  readonly bookingsPerKill: number
  /** How long a visitor whose payment got no answer keeps reloading it. */
  readonly retryWindowMs: number
  /** How long an armed server may take to reach a point run by a background job. */
  readonly lateDeathWindowMs: number
  readonly stalls: readonly StallPlan[]
  readonly loadVisitors: number
  /** How long the invariants may take to hold once everything is back. */
  readonly settleDeadlineMs: number
}

const postgres = (action: 'stall' | 'drop', seconds: number): StallPlan => ({
  name: `PostgreSQL ${action === 'stall' ? 'stalled' : 'dropped'} ${seconds} s`,
  dependency: 'postgres',
  action,
  seconds,
})
const redisStall = (seconds: number): StallPlan => ({
  name: `Redis stalled ${seconds} s`,
  dependency: 'redis',
  action: 'stall',
  seconds,
})

const FULL: Plan = {
  isQuick: false,
  bookingsPerKill: 4,
  retryWindowMs: 150_000,
  lateDeathWindowMs: 75_000,
  stalls: [postgres('stall', 10), postgres('stall', 60), postgres('drop', 10), redisStall(30)],
  loadVisitors: 6,
  settleDeadlineMs: 300_000,
}

const QUICK: Plan = {
  isQuick: true,
  bookingsPerKill: 1,
  retryWindowMs: 40_000,
  lateDeathWindowMs: 75_000,
  stalls: [postgres('stall', 10), postgres('drop', 10), redisStall(12)],
  loadVisitors: 4,
  settleDeadlineMs: 130_000,
}

export function planOf(argv: readonly string[], env: NodeJS.ProcessEnv): Plan {
  const isQuick = argv.includes('--quick') || env.FAULTS_QUICK === '1' || env.FAULTS_QUICK === 'true'
  return isQuick ? QUICK : FULL
}
