import type { Field, FieldHook } from 'payload'

import { formatMoney } from '../../../../domain/money/money-format'
import type { Booking } from '../../../../payload-types'

type BookingRead = Partial<Pick<Booking, 'client' | 'totals' | 'currency'>>

const customerOf: FieldHook<Booking, string | null> = ({ data }) => {
  const client = (data as BookingRead | undefined)?.client
  const name = [client?.firstName, client?.lastName].filter(Boolean).join(' ')
  return name || client?.email || null
}

const amountOf =
  (pick: (totals: NonNullable<Booking['totals']>) => number | null | undefined): FieldHook<Booking, string | null> =>
  ({ data }) => {
    const booking = data as BookingRead | undefined
    const amount = booking?.totals ? pick(booking.totals) : undefined
    return amount == null || !booking?.currency ? null : formatMoney({ amount, currency: booking.currency }, 'en-GB')
  }

const readOnlyColumn = (name: string, label: string, afterRead: FieldHook<Booking, string | null>): Field => ({
  name,
  label,
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar' },
  hooks: { afterRead: [afterRead] },
})

/** Computed on read for the bookings list (never stored): the customer and the formatted money. */
export const bookingListColumns: Field[] = [
  readOnlyColumn('customer', 'Customer', customerOf),
  readOnlyColumn(
    'totalAmount',
    'Total',
    amountOf((totals) => totals.total),
  ),
  readOnlyColumn(
    'paidAmount',
    'Paid',
    amountOf((totals) => totals.totalPaid ?? 0),
  ),
]
