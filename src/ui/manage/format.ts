import type { Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import { dateTimeFormat } from '@/domain/time/date-format'

export function formatAmount(value: Money, locale: string): string {
  return formatMoney(value, locale)
}

export function formatOfficeDateTime(value: string | Date, locale: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(value))
}

export function formatOfficeDate(value: string | Date, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: OFFICE_TIME_ZONE }).format(new Date(value))
}
