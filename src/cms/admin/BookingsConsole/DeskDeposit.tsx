import { depositSummary, type DeskDeposit as DeskDepositState } from '../../../domain/bookings/deposit-ledger'
import { paymentProviderName } from '../../../env'
import { DeskDepositActions } from './DeskDepositActions'

/**
 * The rental deposit on the booking page (ADR 018 §4): where it stands, and what staff may do now —
 * hold it at the counter (a confirmed booking with none held: the card typed here with the built-in
 * gateway, else the provider's page handed to the renter), then after the return release it, or
 * capture part of it for damage with the reason and evidence (a manager). Every action goes through
 * POST /api/booking-deposits/{id} and the bookings module; its refusals are shown.
 */
export function DeskDeposit({
  booking,
}: {
  booking: { readonly id: number; readonly status: string; readonly deposit: DeskDepositState | undefined }
}) {
  const { deposit } = booking
  const status = deposit?.status ?? 'none'
  const canHold = booking.status === 'confirmed' && (status === 'none' || status === 'failed' || status === 'pending')
  return (
    <div data-testid="desk-deposit" data-status={status} style={{ margin: '1rem 0' }}>
      <h3 style={{ margin: '0 0 0.25rem' }}>Deposit</h3>
      <p data-testid="desk-deposit-summary" style={{ margin: 0 }}>
        {depositSummary(deposit)}
      </p>
      <DeskDepositActions
        bookingId={booking.id}
        canHold={canHold}
        isHeld={status === 'held'}
        heldIsk={deposit ? deposit.amount / 100 : 0}
        isCardTypedHere={paymentProviderName === 'gateway'}
      />
    </div>
  )
}
