import { isClockTime } from '../../../../domain/time/office-time'

/** An optional office time 'HH:MM' (24-hour clock). */
export function validateClockTime(value: string | null | undefined): true | string {
  if (value === null || value === undefined || value === '') return true
  return isClockTime(value) ? true : 'Use a 24-hour time such as 08:00 or 23:30'
}

/**
 * A whole number of minor units (cents) or of anything counted, never negative. A custom validate
 * replaces Payload's own, so the required check is made here too.
 */
export function validateNonNegativeInteger(
  value: number | null | undefined,
  { required }: { required?: boolean } = {},
): true | string {
  if (value === null || value === undefined) return required ? 'This field is required' : true
  return Number.isInteger(value) && value >= 0 ? true : 'Use a whole number, 0 or more'
}
