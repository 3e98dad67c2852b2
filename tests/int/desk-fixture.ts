import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'

import { callJson } from './payments-fixture'

export type DeskPerson = { firstName: string; lastName: string; email: string; phone: string }

/** A saved booking of `person` at the airport desk, picked up at `out` (office time) for two days. */
export async function bookingOf(params: {
  person: DeskPerson
  out: Date
  categoryId: number
  isPayAtPickup?: boolean
}) {
  const back = new Date(params.out.getTime() + 2 * 86_400_000)
  const held = await callJson(create, '/api/renteon-booking-create', {
    OfficeOutId: 'brimb1',
    OfficeInId: 'brimb1',
    DateOut: params.out.toISOString().slice(0, 16),
    DateIn: back.toISOString().slice(0, 16),
    CarCategoryId: params.categoryId,
  })
  if (held.status !== 200) throw new Error(`hold failed: ${JSON.stringify(held.json)}`)
  const booking = held.json.data as { BookingId: number; VoucherNumber: string; Number: string }
  const { person } = params
  const saved = await callJson(save, '/api/renteon-booking-save', {
    BookingId: booking.BookingId,
    voucher: booking.VoucherNumber,
    client: { ...person, country: 'is' },
    drivers: [{ firstName: person.firstName, lastName: person.lastName, licenseNumber: 'IS-1', expiry: null }],
    paymentType: params.isPayAtPickup ? 'payLocally' : 'payNow',
    locale: 'en',
  })
  if (saved.status !== 200) throw new Error(`save failed: ${JSON.stringify(saved.json)}`)
  return booking
}
