import type { Money } from '../money/money'
import { formatMoney } from '../money/money-format'
import { STAFF_ACTION_LABELS, type StaffAction } from './audit'
import type { DeskPayment, DeskRefund } from './desk-ledger'

/** One moment of a booking's story, as staff read it on the booking page. */
export type TimelineEvent = {
  readonly at: string
  readonly kind: 'booking' | 'payment' | 'refund' | 'email' | 'staff'
  readonly title: string
  readonly detail: string
}

/** An after-effect of a change (the outbox): an e-mail sent, money given back, a payment closed. */
export type TimelineEffect = {
  readonly kind: string
  readonly mail?: string | undefined
  readonly status: string
  readonly attempts: number
  readonly doneAt?: string | null | undefined
  readonly updatedAt: string
}

export type TimelineStaffAction = {
  readonly action: StaffAction
  readonly actorEmail: string
  readonly reason?: string | null | undefined
  readonly createdAt: string
}

const LOCALE = 'en-GB'

/**
 * The customer's story on one page, oldest first: the booking made, every payment and refund, the
 * e-mails sent (or given up), and what staff did, with who and why. Built from what the bookings
 * module keeps (the booking, its outbox, the audit trail); nothing is inferred.
 */
export function bookingTimeline(params: {
  createdAt: string
  payments: readonly DeskPayment[]
  refunds: readonly DeskRefund[]
  effects: readonly TimelineEffect[]
  staffActions: readonly TimelineStaffAction[]
}): TimelineEvent[] {
  const money = (value: Money) => formatMoney(value, LOCALE)
  const events: TimelineEvent[] = [
    { at: params.createdAt, kind: 'booking', title: 'Booking made', detail: 'The car was chosen and held.' },
    ...params.payments.map((payment) => ({
      at: payment.createdAt,
      kind: 'payment' as const,
      title: `Payment ${payment.status}: ${money(payment.amount)}`,
      detail: [payment.provider, payment.maskedPan, payment.transactionId].filter(Boolean).join(' · '),
    })),
    ...params.refunds.flatMap((refund) => {
      const what = refund.kind === 'refund' ? 'Refund' : 'Release'
      const asked = {
        at: refund.createdAt,
        kind: 'refund' as const,
        title: `${what} of ${money(refund.amount)} asked (${refund.reason})`,
        detail: `Of payment ${refund.transactionId}`,
      }
      if (!refund.completedAt) return [asked]
      return [
        asked,
        {
          at: refund.completedAt,
          kind: 'refund' as const,
          title: `${what} of ${money(refund.amount)} ${refund.status}`,
          detail: `Of payment ${refund.transactionId}`,
        },
      ]
    }),
    ...params.effects.flatMap((effect) => effectEvent(effect)),
    ...params.staffActions.map((action) => ({
      at: action.createdAt,
      kind: 'staff' as const,
      title: `${STAFF_ACTION_LABELS[action.action]} — ${action.actorEmail}`,
      detail: action.reason ? `Reason: ${action.reason}` : 'No reason given.',
    })),
  ]
  return events.sort((a, b) => a.at.localeCompare(b.at))
}

function effectEvent(effect: TimelineEffect): TimelineEvent[] {
  if (effect.kind !== 'mail' || !effect.mail) return []
  if (effect.status === 'done' && effect.doneAt) {
    return [{ at: effect.doneAt, kind: 'email', title: `E-mail sent: ${effect.mail}`, detail: 'To the renter.' }]
  }
  if (effect.status === 'needs-attention') {
    return [
      {
        at: effect.updatedAt,
        kind: 'email',
        title: `E-mail not sent: ${effect.mail}`,
        detail: `Given up after ${effect.attempts} tries; listed under Needs attention.`,
      },
    ]
  }
  return [{ at: effect.updatedAt, kind: 'email', title: `E-mail waiting: ${effect.mail}`, detail: 'Being sent.' }]
}
