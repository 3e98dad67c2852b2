import 'server-only'

import { createTranslator } from 'next-intl'

import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { dateTimeFormat } from '@/domain/time/date-format'

/** The e-mail texts (messages/{locale}.json, payment.mail) of a language. */
export async function mailTexts(locale: Locale) {
  const messages = await loadMessages(locale)
  return createTranslator({ locale, messages, namespace: 'payment.mail' })
}

export type MailTexts = Awaited<ReturnType<typeof mailTexts>>

/** A date and time at the office (Atlantic/Reykjavik), written the way the language writes it. */
export function formatOfficeTime(instant: Date, locale: Locale): string {
  return dateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  }).format(instant)
}

/** A date at the office (Atlantic/Reykjavik), written the way the language writes it. */
export function formatOfficeDate(instant: Date, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: OFFICE_TIME_ZONE }).format(instant)
}

/** An extra as the e-mails and the voucher list it: 'Child seat × 2'. */
export function extraLine(extra: { name: string; quantity: number }): string {
  return extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name
}
