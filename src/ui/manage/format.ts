import type { Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'

export function formatAmount(value: Money, locale: string): string {
  return formatMoney(value, locale)
}

export function formatOfficeDateTime(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(value))
}

export function formatOfficeDate(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: OFFICE_TIME_ZONE }).format(new Date(value))
}
