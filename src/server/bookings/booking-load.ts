import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { normalizeBookingNumber } from '@/domain/booking/booking-number'
import { isSameLastName } from '@/domain/bookings/search-keys'

import type { StoredBooking } from '@/server/rental/booking-view'

/** Only the office code of a booking's offices is needed. */
const POPULATE = { offices: { code: true } } as const

async function findOne(params: {
  payload: Payload
  where: Where
  req?: Partial<PayloadRequest> | undefined
}): Promise<StoredBooking | undefined> {
  const { docs } = await params.payload.find({
    collection: 'bookings',
    where: params.where,
    depth: 1,
    limit: 1,
    pagination: false,
    populate: POPULATE,
    ...(params.req && { req: params.req }),
  })
  const booking = docs[0]
  if (!booking) return undefined
  return { ...booking, carCategory: relationId(booking.carCategory) }
}

/** A booking by id, when `voucherNumber` is its voucher number (the voucher proves the visitor made it). */
export function findBookingByVoucher(params: {
  payload: Payload
  id: number
  voucherNumber: string
  req?: Partial<PayloadRequest>
}): Promise<StoredBooking | undefined> {
  const where: Where = {
    and: [{ id: { equals: params.id } }, { voucherNumber: { equals: params.voucherNumber.trim().toUpperCase() } }],
  }
  return findOne({ payload: params.payload, where, req: params.req })
}

/** A booking by its id (the desk names bookings so). */
export function findBookingById(params: { payload: Payload; id: number }): Promise<StoredBooking | undefined> {
  return findOne({ payload: params.payload, where: { id: { equals: params.id } } })
}

/** A booking by its readable number ('VG-100001'). */
export function findBookingByNumber(params: { payload: Payload; number: string }): Promise<StoredBooking | undefined> {
  return findOne({ payload: params.payload, where: { number: { equals: normalizeBookingNumber(params.number) } } })
}

/**
 * A booking by voucher number and last name: the voucher whatever its case, the name in any
 * spelling of it (accents, ü as ue or u, þ as th; isSameLastName).
 */
export async function findBookingByVoucherAndName(params: {
  payload: Payload
  voucherNumber: string
  lastName: string
}): Promise<StoredBooking | undefined> {
  const voucherNumber = params.voucherNumber.trim().toUpperCase()
  if (!voucherNumber) return undefined
  const booking = await findOne({ payload: params.payload, where: { voucherNumber: { equals: voucherNumber } } })
  return booking && isSameLastName(booking.lastNameNormalized ?? '', params.lastName) ? booking : undefined
}

export function relationId(value: number | { id: number }): number {
  return typeof value === 'object' ? value.id : value
}
