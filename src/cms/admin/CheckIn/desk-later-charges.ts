import { laterChargesStanding, laterChargeState } from '../../../domain/bookings/later-charges'
import { isCurrencyCode } from '../../../domain/money/money'
import { bookingLedger } from '../../../domain/payments/booking-ledger'
import type { Booking } from '../../../payload-types'
import { paymentsOf, refundsOf } from '../BookingsConsole/booking-page-data'
import type { DeskLaterCharge } from './LaterCharges'

/**
 * The booking's later tolls and fines with whether its payments cover each (ADR 032), by the
 * arithmetic the bookings module keeps its money with: the desk's rates (ISK locked on the booking).
 */
export function deskLaterCharges(booking: Booking): DeskLaterCharge[] {
  const rates = booking.exchangeRate ? { EUR: 1, ISK: booking.exchangeRate } : {}
  const ledger = bookingLedger({
    total: {
      amount: booking.totals?.total ?? 0,
      currency: isCurrencyCode(booking.currency) ? booking.currency : 'ISK',
    },
    charges: paymentsOf(booking),
    refunds: refundsOf(booking),
    rates,
  })
  const standing = laterChargesStanding({
    charges: (booking.laterCharges ?? []).map((charge) => ({ ...charge, id: charge.id ?? '' })),
    rentIsk: ledger?.totalIsk ?? 0,
    paidIsk: ledger?.paidIsk ?? 0,
  })
  return standing.charges.map((charge) => ({
    id: charge.id,
    kind: charge.kind,
    reference: charge.reference,
    offenceDate: charge.offenceDate,
    amount: charge.amount,
    handlingFee: charge.handlingFee,
    status: laterChargeState(charge),
    unpaid: charge.unpaid,
    addedAt: charge.addedAt ?? '',
    addedBy: charge.addedBy ?? '',
    withdrawal: charge.withdrawal ?? null,
    billPhotoId: typeof charge.evidence === 'object' ? (charge.evidence?.id ?? null) : (charge.evidence ?? null),
  }))
}
