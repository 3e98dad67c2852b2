import 'server-only'

import { databaseOutageReason } from '@/domain/errors/database-outage'
import { checkCode, readinessOf, TIMEOUT_CODE, type CheckResult, type Readiness } from '@/domain/health/readiness'
import { env } from '@/env'
import { withDeadline } from '@/server/async/with-deadline'
import { payloadClient } from '@/server/payload'
import { sql, sqlRunner } from '@/server/rental/db/sql'
import { sharedRedis, storeErrorReason } from '@/server/security/redis-connection'

/** Each dependency must answer within this long, so a load balancer's probe never waits on an outage. */
const CHECK_DEADLINE_MS = 2_000

/**
 * `GET /readyz`: the database answers `SELECT 1` and, when REDIS_URL is set, Redis answers `PING`,
 * each within 2 s, checked side by side. Failures are codes (ECONNREFUSED, timeout…), never error
 * text or addresses.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([checkDatabase(), env.REDIS_URL ? checkRedis(env.REDIS_URL) : undefined])
  return readinessOf(redis ? { database, redis } : { database })
}

async function checkDatabase(): Promise<CheckResult> {
  return check(async () => {
    const payload = await payloadClient()
    await sqlRunner(payload).rows(sql`select 1`)
  }, databaseOutageReason)
}

function checkRedis(url: string): Promise<CheckResult> {
  return check(
    async () => {
      await sharedRedis(url).ping()
    },
    (error) => (error instanceof Error && /timed out/i.test(error.message) ? TIMEOUT_CODE : storeErrorReason(error)),
  )
}

/** Runs `probe` within the deadline: ok, or failed with `timeout` (no answer in time) or the failure's code. */
async function check(probe: () => Promise<void>, codeOf: (error: unknown) => string | undefined): Promise<CheckResult> {
  const started = performance.now()
  try {
    await withDeadline(probe(), CHECK_DEADLINE_MS)
    return { status: 'ok' }
  } catch (error) {
    const isLate = performance.now() - started >= CHECK_DEADLINE_MS
    return { status: 'fail', code: checkCode(isLate ? TIMEOUT_CODE : codeOf(error)) }
  }
}
