import type { Payload } from 'payload'

import type { Booking } from '../../../payload-types'
import { idOf } from './desk-format'

/**
 * A driver as the change form edits it and the change route takes it (SPEC §3 Driver): `expiry` is
 * the licence's last day (YYYY-MM-DD) or null when it does not expire; `id` and `gender` are not
 * shown but sent back, so changing drivers keeps them.
 */
export type DeskDriver = {
  readonly firstName: string
  readonly lastName: string
  readonly licenseNumber: string
  readonly expiry: string | null
  readonly id?: string | undefined
  readonly gender?: 'male' | 'female' | 'other' | undefined
  readonly isAdditional: boolean
}

/** A choice of the change form: a car category, or a protection or extra by its service code. */
export type ChangeChoice = { readonly value: number; readonly label: string }

/** What the desk's change form offers and starts from (see DeskChange). */
export type ChangeOptions = {
  readonly cars: readonly ChangeChoice[]
  readonly protections: readonly ChangeChoice[]
  readonly extras: readonly ChangeChoice[]
  readonly current: {
    readonly carCategoryId: number
    /** Office time (Iceland, UTC), as a datetime-local field takes it: "2027-03-05T10:30". */
    readonly pickupAt: string
    readonly returnAt: string
    readonly protectionCode: number | undefined
    /** Chosen extras by code, with how many. */
    readonly extras: Readonly<Record<number, number>>
    /** Chosen lines the form does not offer (added protections, mandatory lines), kept as they are. */
    readonly kept: readonly { readonly code: number; readonly quantity: number; readonly isSelected: boolean }[]
    /** The main driver first, then the additional ones. */
    readonly drivers: readonly DeskDriver[]
  }
}

const toField = (iso: string) => iso.slice(0, 16)

/** The booking's drivers as the form edits them. */
export function deskDriversOf(booking: Pick<Booking, 'drivers'>): DeskDriver[] {
  return (booking.drivers ?? []).map((driver, index) => ({
    firstName: driver.firstName,
    lastName: driver.lastName,
    licenseNumber: driver.licenseNumber ?? '',
    expiry: driver.licenseExpiry ? driver.licenseExpiry.slice(0, 10) : null,
    ...(driver.idNumber ? { id: driver.idNumber } : {}),
    ...(driver.gender ? { gender: driver.gender } : {}),
    isAdditional: index > 0,
  }))
}

/**
 * The change form's choices for a booking (active cars, protections and extras, in English for
 * staff) and its current car, dates, services and drivers. Reads only.
 */
export async function loadChangeOptions(payload: Payload, booking: Booking): Promise<ChangeOptions> {
  const [cars, services] = await Promise.all([
    payload.find({
      collection: 'car-categories',
      where: { isActive: { equals: true } },
      sort: 'sortOrder',
      limit: 200,
      depth: 0,
      locale: 'en',
      select: { model: true, displayName: true },
    }),
    payload.find({
      collection: 'services',
      where: { and: [{ isActive: { equals: true } }, { group: { in: ['protection', 'extra'] } }] },
      sort: 'sortOrder',
      limit: 200,
      depth: 0,
      locale: 'en',
      select: { code: true, group: true, name: true },
    }),
  ])
  const chosen = (booking.services ?? []).filter((line) => (line.isSelected ?? true) && line.group !== 'fee')
  const protection = chosen.find((line) => line.group === 'protection')
  return {
    cars: cars.docs.map((car) => ({ value: car.id, label: car.displayName || car.model })),
    protections: services.docs
      .filter((service) => service.group === 'protection')
      .map((service) => ({ value: service.code, label: service.name })),
    extras: services.docs
      .filter((service) => service.group === 'extra')
      .map((service) => ({ value: service.code, label: service.name })),
    current: {
      carCategoryId: idOf(booking.carCategory) ?? 0,
      pickupAt: toField(booking.dateOut),
      returnAt: toField(booking.dateIn),
      protectionCode: protection?.code,
      extras: Object.fromEntries(
        chosen.filter((line) => line.group === 'extra').map((line) => [line.code, line.quantity]),
      ),
      kept: chosen
        .filter((line) => line.group !== 'protection' && line.group !== 'extra')
        .map((line) => ({ code: line.code, quantity: line.quantity, isSelected: true })),
      drivers: deskDriversOf(booking),
    },
  }
}
