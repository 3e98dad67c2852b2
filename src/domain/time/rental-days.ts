import { domainError } from '../errors/errors'
import { DAY_MS } from './office-time'
import { fail, ok, type Result } from '../errors/result'

/** SPEC §9: minimum rental days 1. */
export const MIN_RENTAL_DAYS = 1

/**
 * Rental days = ceil(duration / 24 h), at least MIN_RENTAL_DAYS: 24 h is one day, 24 h 01 min two.
 * A return before the pickup is RETURN_BEFORE_PICKUP; an invalid Date is INVALID_DATE.
 */
export function rentalDays(params: { pickupAt: Date; returnAt: Date }): Result<number> {
  const pickup = params.pickupAt.getTime()
  const dropOff = params.returnAt.getTime()
  if (Number.isNaN(pickup)) return fail(domainError('INVALID_DATE', { value: 'pickup' }))
  if (Number.isNaN(dropOff)) return fail(domainError('INVALID_DATE', { value: 'return' }))
  if (dropOff < pickup) return fail(domainError('RETURN_BEFORE_PICKUP'))
  return ok(Math.max(MIN_RENTAL_DAYS, Math.ceil((dropOff - pickup) / DAY_MS)))
}
