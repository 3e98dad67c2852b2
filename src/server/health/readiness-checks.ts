import 'server-only'

import { databaseOutageReason } from '@/domain/errors/database-outage'
import { checkCode, readinessOf, TIMEOUT_CODE, type CheckResult, type Readiness } from '@/domain/health/readiness'
import { env } from '@/env'
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
  try {
    await within(CHECK_DEADLINE_MS, async () => {
      const payload = await payloadClient()
      await sqlRunner(payload).rows(sql`select 1`)
    })
    return { status: 'ok' }
  } catch (error) {
    return { status: 'fail', code: checkCode(timeoutCode(error) ?? databaseOutageReason(error)) }
  }
}

async function checkRedis(url: string): Promise<CheckResult> {
  try {
    await within(CHECK_DEADLINE_MS, () => sharedRedis(url).ping())
    return { status: 'ok' }
  } catch (error) {
    const isCommandTimeout = error instanceof Error && /timed out/i.test(error.message)
    return {
      status: 'fail',
      code: checkCode(timeoutCode(error) ?? (isCommandTimeout ? TIMEOUT_CODE : storeErrorReason(error))),
    }
  }
}

/** `work`, or a rejection with the code `timeout` once `ms` have passed. */
async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('no answer in time'), { code: TIMEOUT_CODE })), ms)
  })
  try {
    return await Promise.race([work(), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

function timeoutCode(error: unknown): string | undefined {
  return (error as { code?: unknown } | null)?.code === TIMEOUT_CODE ? TIMEOUT_CODE : undefined
}
