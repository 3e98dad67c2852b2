/** What one dependency answered a readiness check: fine, or failed with a short code (never its error text). */
export type CheckResult = { readonly status: 'ok' } | { readonly status: 'fail'; readonly code: string }

export type Dependency = 'database' | 'redis'

export type Readiness = {
  readonly httpStatus: 200 | 503
  readonly body: {
    readonly status: 'ok' | 'fail'
    readonly checks: Readonly<Partial<Record<Dependency, CheckResult>>>
  }
}

/** The code of a check that gave no answer in time. */
export const TIMEOUT_CODE = 'timeout'

/**
 * `GET /readyz`: ready (200) when every dependency checked answered, else 503 naming the ones that
 * failed with their codes, so a load balancer takes the server out and an operator sees why.
 */
export function readinessOf(checks: Readonly<Partial<Record<Dependency, CheckResult>>>): Readiness {
  const isReady = Object.values(checks).every((check) => check.status === 'ok')
  return { httpStatus: isReady ? 200 : 503, body: { status: isReady ? 'ok' : 'fail', checks } }
}

/** A code safe to show for a failure: letters, digits, `_` and `-`, at most 32 of them; else `error`. */
export function checkCode(code: unknown): string {
  return typeof code === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : 'error'
}
