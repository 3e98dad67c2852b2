import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { MINOR_UNITS_PER_MAJOR } from '@/domain/money/money'
import { kioskAmount, kioskPostalCode } from '@/domain/payments/kiosk'
import { MINIMUM_PAYMENT_ISK } from '@/domain/payments/payment-amount-rules'
import { localeOr } from '@/i18n/locales'
import { findBookingById } from '@/server/bookings/booking-load'
import { ledgerOf, paymentRates } from '@/server/bookings/money/booking-money'
import type { StoredBooking } from '@/server/rental/booking-view'

import type { PaymentAnswer } from './payment-answer'
import type { BillingAddress, CardDetails, PaymentProvider } from './provider'
import { startPayment } from './start-payment'

export type KioskRequest = {
  /** ISK, major units, as staff typed it; the balance when undefined. */
  readonly amount?: number | undefined
  readonly card: CardDetails | undefined
  /** The address the card holder gives at the desk; the renter's stored one when undefined. */
  readonly billingAddress?: BillingAddress | undefined
}

export type KioskPayment = PaymentAnswer & { readonly billingPostalCode: string | null }

/**
 * A payment at the desk (the kiosk of SPEC §5 and §9, ADR 026): the desk's card payment of a
 * booking's balance through the payment port, as any other payment (an attempt per key, 3-D Secure
 * when the provider asks, settled on the booking by the bookings module), with the kiosk's rules:
 * the amount staff typed rounded down to 2 decimals, by default total less paid, the billing postal
 * code cut to 7 characters.
 */
export async function takeKioskPayment(params: {
  payload: Payload
  provider: PaymentProvider
  bookingId: number
  request: KioskRequest
  idempotencyKey: string
  clientIp: string
  now: Date
}): Promise<Result<KioskPayment>> {
  const { payload, request } = params
  const booking = await findBookingById({ payload, id: params.bookingId })
  if (!booking) return failWith('BOOKING_NOT_FOUND')
  const due = await dueIsk(payload, booking)
  const amount = kioskAmount({ requested: request.amount, due })
  if (amount === undefined && request.amount !== undefined) {
    return failWith('AMOUNT_TOO_LOW', { minimum: MINIMUM_PAYMENT_ISK / MINOR_UNITS_PER_MAJOR })
  }
  // The balance goes as "the balance" (a retry with the same key is answered its first attempt even
  // once nothing is due); an amount typed, or the fallback when no balance is known, as that amount.
  const isBalance = request.amount === undefined && due !== undefined
  const billingAddress = kioskAddress(request.billingAddress ?? storedAddress(booking))
  const paid = await startPayment({
    payload,
    provider: params.provider,
    now: params.now,
    input: {
      booking,
      flow: 'balance',
      card: request.card,
      requestedAmount: isBalance || amount === undefined ? undefined : Math.round(amount * MINOR_UNITS_PER_MAJOR),
      idempotencyKey: params.idempotencyKey,
      clientIp: params.clientIp,
      locale: localeOr(booking.locale),
      billingAddress,
    },
  })
  if (!paid.isOk) return paid
  return { isOk: true, value: { ...paid.value, billingPostalCode: billingAddress?.postalCode ?? null } }
}

/** Total less paid in ISK major units; undefined when the booking's balance cannot be worked out. */
async function dueIsk(payload: Payload, booking: StoredBooking): Promise<number | undefined> {
  const ledger = ledgerOf(booking, await paymentRates(payload, booking))
  return ledger ? ledger.dueIsk / MINOR_UNITS_PER_MAJOR : undefined
}

function storedAddress(booking: StoredBooking): BillingAddress | undefined {
  const client = booking.client
  if (!client?.address || !client.postalCode || !client.city || !client.country) return undefined
  return { street: client.address, postalCode: client.postalCode, city: client.city, country: client.country }
}

function kioskAddress(address: BillingAddress | undefined): BillingAddress | undefined {
  if (!address) return undefined
  return { ...address, postalCode: kioskPostalCode(address.postalCode), country: address.country.toUpperCase() }
}
