import 'server-only'

import type { CheckoutAPI } from '@adyen/api-library'
import { Types } from '@adyen/api-library'

import { failWith, type Result } from '@/domain/errors/result'

import type { PaymentProvider, SettleHoldAnswer } from '../provider'
import { billingOf } from './adyen-address'
import { toAdyenAmount } from './adyen-amount'

const { ModeEnum, ChannelEnum } = Types.checkout.CreateCheckoutSessionRequest
const { StatusEnum } = Types.checkout.SessionResultResponse

/**
 * The deposit as Adyen holds it (ADR 018 §4): a Checkout session on the hosted page authorised as a
 * pre-authorisation (`authorisationType: PreAuth`) and not captured (`manualCapture`), so the card
 * is held, not charged; the hold is then captured in part for damage (`/payments/{psp}/captures`:
 * Adyen cancels the rest of a partly captured payment by itself) or released whole
 * (`/payments/{psp}/cancels`). Both answer `received`; the CAPTURE or CANCELLATION notification
 * confirms them, and the AUTHORISATION notification says how the hold ended.
 */
export function adyenHolds(deps: {
  checkout: CheckoutAPI
  merchantAccount: string
  sessionMinutes: number
  shopperLocale: (locale: string) => string
  refusalOf: <T>(call: () => Promise<T>, refused?: 'PAYMENT_FAILED' | 'PAYMENT_NOT_FOUND') => Promise<Result<T>>
}): Pick<PaymentProvider, 'authoriseHold' | 'lookupHold' | 'captureHold' | 'releaseHold' | 'extendHold'> {
  const { checkout, merchantAccount, refusalOf } = deps
  /** A modification of a hold (capture, cancel, amount update): asked, and confirmed later by its notification. */
  const modify = async (
    call: (options: { idempotencyKey: string }) => Promise<{ pspReference: string }>,
    idempotencyKey: string,
  ): Promise<Result<SettleHoldAnswer>> => {
    const asked = await refusalOf(() => call({ idempotencyKey }), 'PAYMENT_NOT_FOUND')
    if (!asked.isOk) return asked
    return { isOk: true, value: { settleId: asked.value.pspReference, isConfirmed: false } }
  }
  return {
    async authoriseHold(input) {
      const returnUrl = new URL(input.returnUrl)
      returnUrl.searchParams.set('reference', input.reference)
      const { order } = input
      const request: Types.checkout.CreateCheckoutSessionRequest = {
        merchantAccount,
        amount: toAdyenAmount(input.amount),
        reference: input.reference,
        returnUrl: returnUrl.toString(),
        mode: ModeEnum.Hosted,
        channel: ChannelEnum.Web,
        // Held, not charged: a pre-authorisation captured by hand (or released) after the return.
        additionalData: { authorisationType: 'PreAuth', manualCapture: 'true' },
        expiresAt: new Date(input.now.getTime() + deps.sessionMinutes * 60_000),
        shopperStatement: input.description.slice(0, 22),
        ...(order && {
          merchantOrderReference: order.externalId,
          shopperLocale: deps.shopperLocale(order.locale),
          countryCode: order.billingAddress?.country ?? 'IS',
          ...(order.email && { shopperEmail: order.email }),
          ...billingOf(order.billingAddress),
        }),
      }
      const session = await refusalOf(() =>
        checkout.PaymentsApi.sessions(request, { idempotencyKey: input.idempotencyKey }),
      )
      if (!session.isOk) return session
      if (!session.value.url) return failWith('PAYMENT_FAILED')
      return { isOk: true, value: { kind: 'redirect', holdId: session.value.id, url: session.value.url } }
    },

    async lookupHold(reference, returned) {
      if (!returned?.resultToken || !returned.transactionId) return { isOk: true, value: { kind: 'open' } }
      const result = await checkout.PaymentsApi.getResultOfPaymentSession(returned.transactionId, returned.resultToken)
      if (result.reference !== undefined && result.reference !== reference)
        return { isOk: true, value: { kind: 'open' } }
      const held = (result.payments ?? []).find(
        (payment) => payment.resultCode === 'Authorised' && payment.pspReference,
      )
      if (result.status === StatusEnum.Completed && held?.pspReference) {
        return { isOk: true, value: { kind: 'held', holdId: held.pspReference, maskedPan: '****' } }
      }
      // A refusal on the hosted page may be tried again there: only the notification ends it.
      return { isOk: true, value: { kind: 'open' } }
    },

    async captureHold(input) {
      const request: Types.checkout.PaymentCaptureRequest = {
        merchantAccount,
        amount: toAdyenAmount(input.amount),
        reference: input.reference,
      }
      return modify(
        (options) => checkout.ModificationsApi.captureAuthorisedPayment(input.holdId, request, options),
        input.idempotencyKey,
      )
    },

    async releaseHold(input) {
      const request: Types.checkout.PaymentCancelRequest = { merchantAccount, reference: input.reference }
      return modify(
        (options) => checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(input.holdId, request, options),
        input.idempotencyKey,
      )
    },

    // An authorisation adjustment for the same amount extends the pre-authorisation's validity
    // (a delayed charge: the claim after the return); AUTHORISATION_ADJUSTMENT confirms or refuses it.
    async extendHold(input) {
      const request: Types.checkout.PaymentAmountUpdateRequest = {
        merchantAccount,
        amount: toAdyenAmount(input.amount),
        reference: input.reference,
        industryUsage: Types.checkout.PaymentAmountUpdateRequest.IndustryUsageEnum.DelayedCharge,
      }
      return modify(
        (options) => checkout.ModificationsApi.updateAuthorisedAmount(input.holdId, request, options),
        input.idempotencyKey,
      )
    },
  }
}
