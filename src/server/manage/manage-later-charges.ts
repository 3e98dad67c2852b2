import 'server-only'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { laterChargeState, type LaterChargeKind, type LaterChargeState } from '@/domain/bookings/later-charges'
import { laterChargesOf } from '@/server/bookings/commands/later-charge'
import { ledgerOf, type MoneyBooking } from '@/server/bookings/money/booking-money'

/** A later toll or fine as the renter's manage page shows it (ADR 032); amounts ISK minor units. */
export type ManageLaterCharge = {
  readonly id: string
  readonly kind: LaterChargeKind
  readonly reference: string
  readonly offenceDate: string
  readonly amount: number
  readonly handlingFee: number
  readonly status: LaterChargeState
  readonly withdrawnAt: string | null
  readonly withdrawal: string | null
  /** The photo of the bill, through the access-checked photo route. */
  readonly billPhotoId: number | null
}

export type ManageLaterCharges = {
  readonly charges: readonly ManageLaterCharge[]
  /** What the later charges still ask, ISK minor units. */
  readonly unpaidIsk: number
  /** Everything a payment now charges (the rental's balance too), ISK minor units. */
  readonly dueIsk: number
}

/** The booking's later tolls and fines, each paid, unpaid or withdrawn, and what is owed now. */
export function manageLaterCharges(booking: MoneyBooking, rates: Partial<ExchangeRates>): ManageLaterCharges {
  const standing = laterChargesOf(booking, rates)
  return {
    charges: standing.charges.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      reference: charge.reference,
      offenceDate: charge.offenceDate,
      amount: charge.amount,
      handlingFee: charge.handlingFee,
      status: laterChargeState(charge),
      withdrawnAt: charge.withdrawnAt ?? null,
      withdrawal: charge.withdrawal ?? null,
      billPhotoId: typeof charge.evidence === 'object' ? (charge.evidence?.id ?? null) : (charge.evidence ?? null),
    })),
    unpaidIsk: standing.unpaid,
    dueIsk: ledgerOf(booking, rates)?.dueIsk ?? 0,
  }
}
