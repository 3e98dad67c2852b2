import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import type { Result } from '@/domain/errors/result'
import type { cardPaymentSchema } from '@/domain/validation/card'
import type { Locale } from '@/i18n/locales'
import { findOrder, addOrderLine } from '@/server/payments/order'
import { payBooking } from '@/server/payments/pay-booking'
import type { PaymentAnswer } from '@/server/payments/payment-answer'
import type { PaymentProvider } from '@/server/payments/provider'

import type { ManageAccess } from './manage-cookies'

type Card = z.output<ReturnType<typeof cardPaymentSchema>>

/**
 * Pays the remaining balance of a managed booking (SPEC §7): when the booking already has an
 * order (GET order/{number}/exists) a line is added to it; otherwise (404) a new payment is made.
 * Either way the amount is what is left to pay, settled in ISK at the booking's locked rate.
 */
export async function payManagedBalance(params: {
  payload: Payload
  provider: PaymentProvider
  access: ManageAccess
  bookingNumber: string
  /** Undefined when the provider's own page takes the card. */
  card: Card | undefined
  successPath: string
  idempotencyKey: string
  clientIp: string
  locale: Locale
  now: Date
}): Promise<Result<PaymentAnswer>> {
  const { payload, provider, access, card, locale, now, idempotencyKey, clientIp } = params
  const order = await findOrder({ payload, number: params.bookingNumber })
  if (order.isOk) {
    return addOrderLine({
      payload,
      provider,
      orderId: order.value.id,
      lastName: access.lastName,
      idempotencyKey,
      clientIp,
      now,
      request: {
        pay_immediately: 1,
        redirect_success_url: params.successPath,
        // The card travels in `card`; the provider-extra copy of the API body is not kept here.
        payment_provider_extra: { card_number: '', cvc: '', expiry_month: '', expiry_year: '', cardholder_name: '' },
        card,
        locale,
      },
    })
  }
  return payBooking({
    payload,
    provider,
    idempotencyKey,
    clientIp,
    now,
    request: { VoucherNumber: access.voucherNumber, lastName: access.lastName, card, locale },
  })
}
