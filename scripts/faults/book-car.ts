/** A visitor books a car on the booking API: searches, chooses a free car, holds it and saves the booking. */
import type { Target } from './http'
import { nextSlot } from './slots'
import { recordBooking, uniqueLastName, type TestBooking } from './tally'
import { holdCar, saveBooking, searchCars, type BookingType, type Visitor } from './visitor-api'

/** Books a car for `scenario`; undefined when a step was refused or not answered (the caller counts it). */
export async function bookCar(params: {
  visitor: Visitor
  target: Target
  scenario: string
  bookingType: BookingType
}): Promise<TestBooking | undefined> {
  const { visitor, target, bookingType } = params
  const slot = nextSlot()
  const free = await searchCars(visitor, target, slot)
  const categoryId = free[slot.rank % Math.max(1, free.length)]
  if (categoryId === undefined) return undefined
  const hold = await holdCar({ visitor, target, slot, categoryId, bookingType })
  if (!hold) return undefined
  const lastName = uniqueLastName()
  if (!(await saveBooking({ visitor, target, hold, lastName, bookingType }))) return undefined
  const booking: TestBooking = {
    id: hold.bookingId,
    voucherNumber: hold.voucherNumber,
    lastName,
    bookingType,
    scenario: params.scenario,
    visitorIp: visitor.ip,
  }
  recordBooking(booking)
  return booking
}
