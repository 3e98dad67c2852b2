import type { CurrencyCode } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'

export function formatAmount(amount: number, currency: CurrencyCode, locale: string): string {
  return formatMoney({ amount, currency }, locale)
}

/** A signed amount: '+€12.00', '−€5.00', or the plain zero. */
export function formatDifference(amount: number, currency: CurrencyCode, locale: string): string {
  const text = formatAmount(Math.abs(amount), currency, locale)
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text
}

export function formatOfficeDateTime(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(value))
}
