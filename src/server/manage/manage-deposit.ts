import 'server-only'

import type { Payload } from 'payload'

import { isOnlineHoldOpen, ONLINE_HOLD_HOURS, type DepositStatus } from '@/domain/bookings/deposit-hold'
import type { Money } from '@/domain/money/money'
import { depositOf, depositToHold } from '@/server/bookings/money/deposit-state'

/** The deposit as the renter's manage page shows it (ISK, as held on the card). */
export type ManageDeposit = {
  readonly status: DepositStatus
  readonly amount: Money
  readonly capturedAmount: Money
  readonly reason: string | null
  readonly heldAt: string | null
  readonly releasedAt: string | null
  readonly capturedAt: string | null
  /** The deposit the renter may hold online now (in the 24 hours before pickup); undefined otherwise. */
  readonly toHoldNow: Money | undefined
}

/** The parts of a booking its deposit is read from (and its amount worked out with). */
type DepositBooking = Parameters<typeof depositToHold>[1]

const isk = (amount: number): Money => ({ amount, currency: 'ISK' })

/** The booking's deposit for the manage page, with whether it can be held online now. */
export async function manageDeposit(params: {
  payload: Payload
  booking: DepositBooking
  now: Date
}): Promise<ManageDeposit> {
  const { booking, now } = params
  const deposit = depositOf(booking)
  const stored = booking.deposit
  const pickupAt = new Date(booking.dateOut)
  const isNearPickup = pickupAt.getTime() - now.getTime() <= ONLINE_HOLD_HOURS * 3_600_000
  const amount = isNearPickup ? await depositToHold(params.payload, booking) : 0
  const canHold = isOnlineHoldOpen({
    bookingStatus: booking.status,
    deposit,
    amount,
    pickupAt,
    returnAt: new Date(booking.dateIn),
    now,
  })
  return {
    status: deposit.status,
    amount: isk(deposit.amount),
    capturedAmount: isk(deposit.capturedAmount),
    reason: stored?.reason ?? null,
    heldAt: stored?.heldAt ?? null,
    releasedAt: stored?.releasedAt ?? null,
    capturedAt: stored?.capturedAt ?? null,
    toHoldNow: canHold ? isk(amount) : undefined,
  }
}
