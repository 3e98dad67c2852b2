import { createTranslator } from 'next-intl'

import { formatMoney } from '@/domain/money/money-format'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import type { OutgoingMail } from '@/server/mail/mail-types'
import { escapeHtml } from '@/server/sales/inquiries/staff-mail'

export type WatchedCar = { readonly name: string; readonly url: string }

/** Link of a watch action (`confirm` or `unsubscribe`) with its token. */
export function watchLink(action: 'confirm' | 'unsubscribe', token: string): string {
  return new URL(`/v1/car/watch/${action}?token=${encodeURIComponent(token)}`, env.SITE_URL).toString()
}

async function texts(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'saleCar.watchMail' })
}

/** The double opt-in mail: one link turns the watch on. */
export async function confirmationMail(params: { to: string; locale: Locale; car: WatchedCar; token: string }) {
  const t = await texts(params.locale)
  const link = watchLink('confirm', params.token)
  const subject = t('confirmSubject', { name: params.car.name })
  return mail({
    kind: 'price-watch-confirm',
    to: params.to,
    subject,
    paragraphs: [t('confirmIntro', { name: params.car.name }), t('ignore')],
    action: { label: t('confirmButton'), url: link },
  })
}

/** The alert: the price dropped (with the new and old price), or the car was sold. */
export async function alertMail(params: {
  to: string
  locale: Locale
  car: WatchedCar
  token: string
  change: { kind: 'price-drop'; price: number; previous: number } | { kind: 'sold' }
}) {
  const t = await texts(params.locale)
  const isk = (amount: number) => formatMoney({ amount: amount * 100, currency: 'ISK' }, params.locale)
  const { change, car } = params
  const unsubscribe = watchLink('unsubscribe', params.token)
  const subject =
    change.kind === 'sold'
      ? t('soldSubject', { name: car.name })
      : t('dropSubject', { name: car.name, price: isk(change.price) })
  const intro =
    change.kind === 'sold'
      ? t('soldIntro', { name: car.name })
      : t('dropIntro', { name: car.name, price: isk(change.price), previous: isk(change.previous) })
  return mail({
    kind: 'price-watch-alert',
    to: params.to,
    subject,
    paragraphs: [intro],
    action: { label: t('seeCar'), url: car.url },
    footer: { label: t('unsubscribe'), url: unsubscribe },
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

function mail(params: {
  kind: OutgoingMail['kind']
  to: string
  subject: string
  paragraphs: readonly string[]
  action: { label: string; url: string }
  footer?: { label: string; url: string }
  headers?: Record<string, string>
}): OutgoingMail {
  const { action, footer } = params
  const text = [
    ...params.paragraphs,
    `${action.label}: ${action.url}`,
    ...(footer ? [`${footer.label}: ${footer.url}`] : []),
  ].join('\n\n')
  const html = [
    ...params.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    ...(footer
      ? [`<p style="font-size:12px"><a href="${escapeHtml(footer.url)}">${escapeHtml(footer.label)}</a></p>`]
      : []),
  ].join('')
  return {
    kind: params.kind,
    to: params.to,
    subject: params.subject,
    text,
    html,
    attachments: [],
    ...(params.headers && { headers: params.headers }),
  }
}
