import 'server-only'

import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import type { ChargeKind } from '@/domain/bookings/return-charges'
import { formatMoney } from '@/domain/money/money-format'
import { localeOr, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import type { Booking } from '@/payload-types'
import { readHandoverPhoto } from '@/server/bookings/handover-photos'
import { manageBookingUrl } from '@/server/payments/payment-urls'
import { escapeHtml } from '@/server/sales/inquiries/staff-mail'

import { formatOfficeDate, formatOfficeTime } from './mail-texts'
import type { HandoverMailKind, MailTransport, OutgoingMail } from './mail-types'
import { defaultMailTransport } from './transport'

/** The texts of the return e-mails (messages/{locale}.json, checkIn.mail) of a language. */
export async function handoverTexts(locale: Locale) {
  const messages = await loadMessages(locale)
  return createTranslator({ locale, messages, namespace: 'checkIn.mail' })
}
type Texts = Awaited<ReturnType<typeof handoverTexts>>

const isk = (minor: number, locale: Locale) => formatMoney({ amount: minor, currency: 'ISK' }, locale)

/** The charge kinds as the renter reads them. */
export function chargeLabel(kind: ChargeKind, t: Texts): string {
  switch (kind) {
    case 'fuel':
      return t('chargeFuel')
    case 'kilometres':
      return t('chargeKilometres')
    case 'late-return':
      return t('chargeLate')
    case 'damage':
      return t('chargeDamage')
    case 'toll':
      return t('chargeToll')
    case 'fine':
      return t('chargeFine')
  }
}

type Row = readonly [label: string, value: string]

/**
 * Subject, HTML and text of an e-mail of the car's return, in the booking's language: the return
 * report (readings, new damage, charges, what becomes of the deposit), the damage claim's notice
 * (what is claimed, until when to object, where the evidence is), the manager's decision or the
 * claim's withdrawal (why, and that the deposit is released).
 */
export function renderHandoverMail(params: {
  kind: HandoverMailKind
  booking: Booking
  t: Texts
  locale: Locale
  companyName: string
  /** The later toll or fine a `later-charge` e-mail is about (ADR 032). */
  chargeId?: string | undefined
}): { subject: string; html: string; text: string } {
  const { kind, booking, t, locale } = params
  const checkIn = booking.checkIn
  const claim = booking.damageClaim
  const charges = checkIn?.charges ?? []
  const money = (minor: number) => isk(minor, locale)
  const name = [booking.client?.firstName, booking.client?.lastName].filter(Boolean).join(' ')
  // In this order: what it is about, the readings, the charges, then what follows.
  const paragraphs: string[] = []
  const rows: Row[] = []
  const list: string[] = []
  const after: string[] = []
  let subject: string
  if (kind === 'return-report') {
    subject = t('subjectReport', { number: booking.number })
    paragraphs.push(t('introReport'))
    const out = booking.checkOut
    if (checkIn?.returnedAt) rows.push([t('returnedAt'), formatOfficeTime(new Date(checkIn.returnedAt), locale)])
    if (
      out?.mileage !== undefined &&
      out.mileage !== null &&
      checkIn?.mileage !== undefined &&
      checkIn.mileage !== null
    ) {
      rows.push([
        t('mileage'),
        t('mileageValue', { out: out.mileage, in: checkIn.mileage, driven: checkIn.mileage - out.mileage }),
      ])
    }
    if (checkIn?.fuelEighths !== undefined && checkIn.fuelEighths !== null) {
      rows.push([t('fuel'), t('fuelValue', { out: out?.fuelEighths ?? 8, in: checkIn.fuelEighths })])
    }
    const damage = checkIn?.damage ?? []
    rows.push([t('newDamage'), damage.length === 0 ? t('noNewDamage') : damage.map((item) => item.note).join('; ')])
    if (charges.length === 0) after.push(t('noCharges'))
    else {
      for (const charge of charges) list.push(`${chargeLabel(charge.kind, t)}: ${money(charge.amount)}`)
      after.push(t('chargesTotal', { amount: money(charges.reduce((sum, charge) => sum + charge.amount, 0)) }))
    }
    after.push(
      claim?.status
        ? t('depositKept')
        : booking.deposit?.status === 'releasing' || booking.deposit?.status === 'released'
          ? t('depositReleased')
          : t('noDeposit'),
    )
  } else if (kind === 'claim-notice') {
    subject = t('subjectNotice', { number: booking.number })
    paragraphs.push(t('introNotice', { amount: money(claim?.amount ?? 0) }))
    for (const charge of charges) list.push(`${chargeLabel(charge.kind, t)}: ${money(charge.amount)}`)
    const damage = checkIn?.damage ?? []
    if (damage.length > 0) rows.push([t('newDamage'), damage.map((item) => item.note).join('; ')])
    const until = claim?.objectionEndsAt ? formatOfficeTime(new Date(claim.objectionEndsAt), locale) : ''
    after.push(t('noticeObject', { date: until }))
    after.push(t('noticeEvidence'))
  } else if (kind === 'later-charge' || kind === 'later-charge-withdrawal') {
    const later = (booking.laterCharges ?? []).find((item) => item.id === params.chargeId)
    const what = later ? chargeLabel(later.kind, t) : ''
    const total = later ? later.amount + later.handlingFee : 0
    if (kind === 'later-charge') {
      subject = t('subjectLaterCharge', { number: booking.number })
      paragraphs.push(t('introLaterCharge'))
      if (later) {
        rows.push([t('laterKind'), what])
        rows.push([t('laterReference'), later.reference])
        rows.push([t('laterDate'), formatOfficeDate(new Date(later.offenceDate), locale)])
        rows.push([t('laterAmount'), money(later.amount)])
        rows.push([t('laterFee'), money(later.handlingFee)])
        rows.push([t('laterTotal'), money(total)])
      }
      after.push(later?.evidence ? t('laterEvidence') : t('laterEvidenceNone'))
      after.push(t('laterPay'))
      after.push(t('laterDispute'))
    } else {
      subject = t('subjectLaterWithdrawal', { number: booking.number })
      paragraphs.push(
        t('introLaterWithdrawal', { kind: what, reference: later?.reference ?? '', amount: money(total) }),
      )
      if (later?.withdrawal) rows.push([t('withdrawalReason'), later.withdrawal])
    }
  } else if (kind === 'claim-withdrawal') {
    subject = t('subjectWithdrawal', { number: booking.number })
    paragraphs.push(t('introWithdrawal', { amount: money(claim?.amount ?? 0) }))
    if (claim?.withdrawal) rows.push([t('withdrawalReason'), claim.withdrawal])
    const deposit = booking.deposit?.status
    after.push(deposit === 'releasing' || deposit === 'released' ? t('withdrawalDeposit') : t('withdrawalNoDeposit'))
  } else {
    subject = t('subjectDecision', { number: booking.number })
    paragraphs.push(
      t('introDecision', { amount: money(claim?.decidedAmount ?? 0), claimed: money(claim?.amount ?? 0) }),
    )
    if (claim?.decision) rows.push([t('decisionReason'), claim.decision])
    after.push((claim?.decidedAmount ?? 0) > 0 ? t('decisionDeposit') : t('decisionNothing'))
  }
  const manageUrl = manageBookingUrl(locale)
  const greeting = t('greeting', { name: name || booking.number })
  const rowsHtml = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${rows.length ? `<table role="presentation" cellspacing="0">${rowsHtml}</table>` : ''}
${list.length ? `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(t('manageText', { voucher: booking.voucherNumber }))}<br><a href="${escapeHtml(manageUrl)}">${escapeHtml(t('manageLink'))}</a></p>
<p>${escapeHtml(params.companyName)}</p>
</body></html>`
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...list.map((line) => `- ${line}`),
    '',
    ...after.flatMap((line) => [line, '']),
    t('manageText', { voucher: booking.voucherNumber }),
    manageUrl,
    '',
    params.companyName,
  ].join('\n')
  return { subject, html, text }
}

/** Sends an e-mail of the car's return to the renter, once per effect key (the outbox keeps one per key). */
export async function sendHandoverMail(params: {
  payload: Payload
  kind: HandoverMailKind
  bookingId: number
  effectKey: string
  transport?: MailTransport | undefined
  chargeId?: string | undefined
}): Promise<OutgoingMail | undefined> {
  const { payload } = params
  const booking = await payload.findByID({
    collection: 'bookings',
    id: params.bookingId,
    depth: 0,
    disableErrors: true,
  })
  const to = booking?.client?.email
  if (!booking || !to) return undefined
  const locale = localeOr(booking.locale)
  const [t, company] = await Promise.all([
    handoverTexts(locale),
    payload.findGlobal({ slug: 'company-information', locale, depth: 0 }),
  ])
  const rendered = renderHandoverMail({
    kind: params.kind,
    booking,
    t,
    locale,
    companyName: company.name || 'Vegur',
    chargeId: params.chargeId,
  })
  const mail: OutgoingMail = {
    kind: params.kind,
    bookingId: booking.id,
    to,
    ...rendered,
    effectKey: params.effectKey,
    attachments: params.kind === 'later-charge' ? await billOf(payload, booking, params.chargeId) : [],
  }
  await (params.transport ?? defaultMailTransport(payload)).send(mail)
  return mail
}

/** The photo of a later toll's or fine's bill, attached to its notice (ADR 032); none without one. */
async function billOf(
  payload: Payload,
  booking: Booking,
  chargeId: string | undefined,
): Promise<OutgoingMail['attachments']> {
  const later = (booking.laterCharges ?? []).find((item) => item.id === chargeId)
  const photoId = later?.evidence
  if (!photoId) return []
  const photo = await readHandoverPhoto({
    payload,
    photoId: typeof photoId === 'object' ? photoId.id : photoId,
    size: 'full',
    viewer: { kind: 'staff' },
  })
  return photo
    ? [
        {
          filename: `${later.reference.replace(/[^\w.-]+/g, '-')}.jpg`,
          contentType: photo.contentType,
          content: new Uint8Array(photo.data),
        },
      ]
    : []
}
