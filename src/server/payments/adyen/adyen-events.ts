import 'server-only'

import { isDepositReference, type DepositWord } from '@/domain/bookings/deposit-hold'

import type { ProviderEvent, ProviderTransaction } from '../provider'
import { fromAdyenAmount } from './adyen-amount'

/** The fields of an Adyen notification item we read (the library's NotificationRequestItem). */
export type AdyenItem = {
  readonly eventCode: string
  readonly success: string
  readonly pspReference: string
  readonly originalReference?: string | undefined
  readonly merchantReference: string
  readonly amount: { readonly currency: string; readonly value?: number | undefined }
  readonly additionalData?: { readonly [key: string]: string } | undefined
}

/** Refused by the issuer or by Adyen's risk checks: any code but 000 with 'D' is DECLINED. */
const REFUSED_CODE = '005'

/** Events on a payment that staff must act on: money taken back by the card holder's bank, a capture that failed. */
const NOTICES = new Set([
  'CHARGEBACK',
  'NOTIFICATION_OF_CHARGEBACK',
  'SECOND_CHARGEBACK',
  'PREARBITRATION_LOST',
  'CAPTURE_FAILED',
  'REFUNDED_REVERSED',
])

/** Refunds and releases: ours, asked through the refund and cancel endpoints. */
const GIVE_BACKS = new Set(['REFUND', 'CANCELLATION', 'CANCEL_OR_REFUND', 'REFUND_FAILED'])

/**
 * What an (already verified) Adyen notification item means for us. Its id is the event code and
 * Adyen's reference, so a retried delivery is one event. AUTHORISATION settles the attempt named
 * by our reference: success is money taken (payments are captured at once, 'A'), failure a
 * refusal. REFUND, CANCELLATION and CANCEL_OR_REFUND confirm (or refuse) a refund or release we
 * asked; REFUND_FAILED refuses one. A chargeback, a failed capture or a reversed refund is a notice
 * for staff. A successful CAPTURE of a payment captured at once, and anything else, is only noted.
 * The same events on a deposit (our dep_ reference) say what became of its hold (see depositWord).
 */
export function adyenEvent(item: AdyenItem): ProviderEvent {
  const eventId = `${item.eventCode}:${item.pspReference}`
  const isSuccess = item.success === 'true'
  const paymentId = item.originalReference ?? item.pspReference
  const word = isDepositReference(item.merchantReference) ? depositWord(item, isSuccess) : undefined
  if (word) return { kind: 'deposit', eventId, word }
  if (item.eventCode === 'AUTHORISATION') {
    return { kind: 'payment', eventId, reference: item.merchantReference, transaction: authorisation(item, isSuccess) }
  }
  if (GIVE_BACKS.has(item.eventCode)) {
    return {
      kind: 'give-back',
      eventId,
      transactionId: paymentId,
      refundKey: item.merchantReference || undefined,
      amount: fromAdyenAmount(item.amount) ?? { amount: 0, currency: 'ISK' },
      refundId: item.pspReference,
      isDone: isSuccess && item.eventCode !== 'REFUND_FAILED',
    }
  }
  if (NOTICES.has(item.eventCode) || (item.eventCode === 'CAPTURE' && !isSuccess)) {
    const notice = item.eventCode === 'CAPTURE' ? 'CAPTURE_FAILED' : item.eventCode
    return { kind: 'notice', eventId, transactionId: paymentId, notice }
  }
  return { kind: 'noted', eventId }
}

/**
 * A notification on a deposit (our dep_ reference, sent with the hold's session and with its
 * capture, cancel and amount update): the hold authorised or refused (its pspReference is the
 * hold's), its capture done or failed, its cancel (release) done or failed, its extension (an
 * authorisation adjustment) done or refused (their originalReference is the hold's).
 */
function depositWord(item: AdyenItem, isSuccess: boolean): DepositWord | undefined {
  const reference = item.merchantReference
  const holdId = item.originalReference ?? item.pspReference
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return isSuccess
        ? { step: 'authorised', reference, holdId: item.pspReference, maskedPan: maskedCard(item.additionalData) }
        : { step: 'refused', reference }
    case 'CAPTURE':
      return { step: isSuccess ? 'captured' : 'capture-failed', holdId }
    case 'CAPTURE_FAILED':
      return { step: 'capture-failed', holdId }
    case 'CANCELLATION':
      return { step: isSuccess ? 'released' : 'release-failed', holdId }
    case 'AUTHORISATION_ADJUSTMENT':
      return { step: isSuccess ? 'extended' : 'extend-failed', holdId }
    default:
      return undefined
  }
}

function authorisation(item: AdyenItem, isSuccess: boolean): ProviderTransaction {
  return {
    transactionId: item.pspReference,
    bankCode: isSuccess ? '000' : REFUSED_CODE,
    transactionStatus: isSuccess ? 'A' : 'D',
    maskedPan: maskedCard(item.additionalData),
  }
}

/**
 * The card as Adyen describes it, when the merchant account sends it: the first six digits
 * (cardBin) and the last four (cardSummary), never more; '****' when it sends neither.
 */
export function maskedCard(data: { readonly [key: string]: string } | undefined): string {
  const last = data?.cardSummary
  if (!last || !/^\d{4}$/.test(last)) return '****'
  const bin = data.cardBin && /^\d{6}$/.test(data.cardBin) ? data.cardBin : '******'
  return `${bin}******${last}`
}
