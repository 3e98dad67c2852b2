import { formatMoney } from '../../../domain/money/money-format'
import { isCurrencyCode } from '../../../domain/money/money'
import { OFFICE_TIME_ZONE } from '../../../domain/time/office-time'

const officeTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** An instant as staff read it: office time, "Fri 5 Mar 2027, 10:30"; a dash when there is none. */
export function staffTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? '—' : officeTime.format(instant)
}

/** Minor units of a currency as staff read them ("€1,334.00", "190.762 kr."); a dash without an amount. */
export function staffMoney(amount: number | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—'
  return formatMoney({ amount, currency: currency && isCurrencyCode(currency) ? currency : 'ISK' }, 'en-GB')
}

/** The id of a relationship, populated or not. */
export function idOf(ref: number | { id: number } | null | undefined): number | undefined {
  if (ref === null || ref === undefined) return undefined
  return typeof ref === 'object' ? ref.id : ref
}
