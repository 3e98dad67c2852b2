import type { Booking } from '../../../payload-types'
import { staffMoney, staffTime } from './desk-format'

/** One booking as the console lists it: every value formatted for reading. */
export type ConsoleRow = {
  readonly id: number
  readonly number: string
  readonly voucherNumber: string
  readonly customer: string
  readonly contact: string
  readonly pickup: string
  readonly pickupOffice: string
  readonly return: string
  readonly returnOffice: string
  readonly car: string
  readonly status: string
  readonly total: string
  readonly paid: string
}

type Named = { readonly name?: string | null; readonly model?: string | null; readonly registration?: string | null }

function nameOf(ref: number | Named | null | undefined, field: keyof Named): string {
  return typeof ref === 'object' && ref ? (ref[field] ?? '') : ''
}

export function toConsoleRow(booking: Booking): ConsoleRow {
  const client = booking.client
  const plate = nameOf(booking.vehicle, 'registration')
  return {
    id: booking.id,
    number: booking.number,
    voucherNumber: booking.voucherNumber,
    customer: [client?.firstName, client?.lastName].filter(Boolean).join(' ') || '—',
    contact: [client?.email, client?.phone].filter(Boolean).join(' · '),
    pickup: staffTime(booking.dateOut),
    pickupOffice: nameOf(booking.officeOut, 'name'),
    return: staffTime(booking.dateIn),
    returnOffice: nameOf(booking.officeIn, 'name'),
    car: [nameOf(booking.carCategory, 'model'), plate].filter(Boolean).join(' · '),
    status: booking.status,
    total: staffMoney(booking.totals?.total, booking.currency),
    paid: staffMoney(booking.totals?.totalPaid ?? 0, booking.currency),
  }
}
