import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'
import { isIsoDate, officeInstantOf } from './office-time'

// Apart from ./office-time.ts, so the browser's date rules do not load the error catalogue.

/** The instant of an office date ('YYYY-MM-DD') and time ('HH:mm'), or INVALID_DATE naming the bad part. */
export function officeInstant(params: { date: string; time: string }): Result<Date> {
  const instant = officeInstantOf(params)
  if (instant) return ok(instant)
  return fail(domainError('INVALID_DATE', { value: isIsoDate(params.date) ? params.time : params.date }))
}
