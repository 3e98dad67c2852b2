import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { bookingDeposit } from '@/domain/booking/deposit'
import { NO_DEPOSIT, type DepositState } from '@/domain/bookings/deposit-hold'
import { PAYMENT_CURRENCY } from '@/domain/payments/payment-amount'
import type { Booking } from '@/payload-types'
import { activeServices, findCategory } from '@/server/rental/catalogue'
import { coverRulesOfServices } from '@/server/rental/mappers/service'

import { relationId } from '../booking-load'
import type { NewEffect } from '../effects/effect-types'
import { bookingRates } from './booking-rates'

/** The deposit group as stored on a booking. */
export type StoredDeposit = NonNullable<Booking['deposit']>

/** The deposit as the rules read it (none recorded: nothing asked yet). */
export function depositOf(booking: Pick<Booking, 'deposit'>): DepositState {
  const stored = booking.deposit
  if (!stored?.status) return NO_DEPOSIT
  return {
    status: stored.status,
    amount: stored.amount ?? 0,
    reference: stored.reference ?? null,
    holdId: stored.holdId ?? null,
    requestedAt: stored.requestedAt ?? null,
    capturedAmount: stored.capturedAmount ?? 0,
  }
}

/**
 * The deposit to hold for the booking now, ISK minor units in whole krónur (the card is held in
 * ISK): that of its main protection for the car's size (engine data, euros), at the rate locked on
 * the booking. 0 when the engine holds no deposit for it, or no rate is known.
 */
export async function depositToHold(
  payload: Payload,
  booking: Pick<Booking, 'deposit' | 'carCategory' | 'services' | 'exchangeRate' | 'status' | 'dateOut' | 'dateIn'>,
): Promise<number> {
  const [category, services, rates] = await Promise.all([
    findCategory({ payload, id: relationId(booking.carCategory), locale: 'en' }),
    activeServices({ payload, locale: 'en' }),
    bookingRates(booking),
  ])
  if (!category) return 0
  const deposit = bookingDeposit({
    rules: coverRulesOfServices(services),
    selectedCodes: (booking.services ?? []).filter((line) => line.isSelected ?? true).map((line) => line.code),
    variant: category.size,
    currency: PAYMENT_CURRENCY,
    rates,
  })
  if (!deposit || deposit.currency !== PAYMENT_CURRENCY) return 0
  return Math.round(deposit.amount / 100) * 100
}

/** The booking holding the deposit hold `holdId` (its own hold: the one recorded on it). */
export async function bookingOfHold(payload: Payload, holdId: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { 'deposit.holdId': { equals: holdId } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { number: true },
  })
  return docs[0]?.id
}

/**
 * A cancelled booking keeps no hold: its deposit, when held, is recorded releasing (inside the
 * cancellation's transaction, `req`) and the release effect returned to record with it.
 */
export async function releaseOnCancel(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  booking: Booking
  now: Date
}): Promise<NewEffect[]> {
  const { payload, booking } = params
  const deposit = depositOf(booking)
  if (deposit.status !== 'held' || !deposit.holdId) return []
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    req: params.req,
    depth: 0,
    data: { deposit: { ...booking.deposit, status: 'releasing', settlingAt: params.now.toISOString() } },
  })
  return [
    {
      key: `deposit:release:${deposit.holdId}:${params.now.getTime()}`,
      bookingId: booking.id,
      input: {
        kind: 'deposit',
        step: 'release',
        holdId: deposit.holdId,
        provider: booking.deposit?.provider ?? '',
        reference: deposit.reference ?? '',
        amount: deposit.amount,
        askedAt: params.now.getTime(),
      },
    },
  ]
}
