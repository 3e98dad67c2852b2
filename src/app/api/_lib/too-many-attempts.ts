import { domainError, type DomainError } from '@/domain/errors/errors'

/**
 * A try refused by the look-up limit: TOO_MANY_ATTEMPTS (429, `Retry-After` in whole seconds) with
 * the wait worked out to the minute. It says nothing about whether the details were right.
 */
export function tooManyAttempts(retryAfterSeconds: number): {
  readonly isOk: false
  readonly error: DomainError<'TOO_MANY_ATTEMPTS'>
} {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const minutes = Math.ceil(seconds / 60)
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`
  const error = domainError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: seconds })
  return { isOk: false, error: { ...error, message: `Too many attempts. Please wait ${wait} and try again.` } }
}
