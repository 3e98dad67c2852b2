import { describe, expect, it } from 'vitest'

import { bookingTimeline } from './timeline'

describe('the booking timeline', () => {
  it('tells the story oldest first: made, paid, e-mailed, cancelled by staff, refunded', () => {
    const events = bookingTimeline({
      createdAt: '2027-01-01T09:00:00.000Z',
      payments: [
        {
          transactionId: 'tx1',
          status: 'COLLECTED',
          amount: { amount: 2_000_000, currency: 'ISK' },
          provider: 'gateway',
          maskedPan: '424242******4242',
          createdAt: '2027-01-01T09:05:00.000Z',
        },
      ],
      refunds: [
        {
          transactionId: 'tx1',
          kind: 'refund',
          reason: 'cancellation',
          status: 'refunded',
          amount: { amount: 2_000_000, currency: 'ISK' },
          createdAt: '2027-01-03T10:00:00.000Z',
          completedAt: '2027-01-03T10:00:02.000Z',
        },
      ],
      effects: [
        {
          kind: 'mail',
          mail: 'booking-confirmation',
          status: 'done',
          attempts: 1,
          doneAt: '2027-01-01T09:05:01.000Z',
          updatedAt: '2027-01-01T09:05:01.000Z',
        },
        {
          kind: 'mail',
          mail: 'booking-cancellation',
          status: 'needs-attention',
          attempts: 12,
          updatedAt: '2027-01-03T10:09:00.000Z',
        },
        {
          kind: 'give-back',
          status: 'done',
          attempts: 1,
          doneAt: '2027-01-03T10:00:02.000Z',
          updatedAt: '2027-01-03T10:00:02.000Z',
        },
      ],
      staffActions: [
        {
          action: 'cancel-booking',
          actorEmail: 'agent@vegur.is',
          reason: 'Flight cancelled',
          createdAt: '2027-01-03T10:00:00.000Z',
        },
      ],
    })
    expect(events.map((event) => [event.kind, event.title])).toEqual([
      ['booking', 'Booking made'],
      ['payment', 'Payment COLLECTED: 20,000 kr.'],
      ['email', 'E-mail sent: booking-confirmation'],
      ['refund', 'Refund of 20,000 kr. asked (cancellation)'],
      ['staff', 'Cancelled the booking — agent@vegur.is'],
      ['refund', 'Refund of 20,000 kr. refunded'],
      ['email', 'E-mail not sent: booking-cancellation'],
    ])
    expect(events.find((event) => event.kind === 'staff')?.detail).toBe('Reason: Flight cancelled')
  })
})
