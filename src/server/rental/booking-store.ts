import 'server-only'

import { RENT_LINE_CODE } from '@/domain/pricing/quote-line'
import type { Quote } from '@/domain/pricing/quote'
import type { Booking } from '@/payload-types'

import type { ClientInput, DriverInput, ServiceInput } from './booking-types'
import type { RentalService } from './mappers/service'

type StoredService = NonNullable<Booking['services']>[number]
type StoredDriver = NonNullable<Booking['drivers']>[number]

/**
 * The priced lines and totals of a quote as the booking stores them. totalPaid and payments are
 * left out on purpose: recalculating never touches what was paid (MaximumPaymentAmount is the
 * balance against the paid amount the booking already has).
 */
export function pricedBookingData(params: {
  quote: Quote
  services: readonly RentalService[]
  totalPaid: number
}): Pick<Booking, 'services'> & { totals: Omit<NonNullable<Booking['totals']>, 'totalPaid'> } {
  const { quote, services } = params
  const stored: StoredService[] = quote.lines.flatMap((line) => {
    if (line.code === RENT_LINE_CODE) return []
    const service = services.find((candidate) => candidate.code === line.code)
    return [
      {
        code: line.code,
        group: service?.group ?? (line.group === 'rent' ? 'extra' : line.group),
        quantity: line.quantity,
        isPerDay: line.isPerDay,
        unitAmount: line.unitPrice.amount,
        amount: line.amount.amount,
        isSelected: true,
        isMandatory: line.group === 'fee' || (service?.isMandatory ?? false),
      },
    ]
  })
  const totals = quote.totals
  return {
    services: stored,
    totals: {
      total: totals.Total.amount,
      totalRent: totals.TotalRent.amount,
      totalAddition: totals.TotalAddition.amount,
      totalInsurance: totals.TotalInsurance.amount,
      totalVat: totals.TotalVat.amount,
      maximumPaymentAmount: Math.max(0, totals.Total.amount - params.totalPaid),
    },
  }
}

/** The chosen services of a stored booking, to price it again. */
export function storedSelections(booking: Pick<Booking, 'services'>): ServiceInput[] {
  return (booking.services ?? [])
    .filter((line) => line.group !== 'fee')
    .map((line) => ({ code: line.code, quantity: line.quantity, isSelected: line.isSelected ?? true }))
}

export function driversData(drivers: readonly DriverInput[]): StoredDriver[] {
  return drivers.map((driver) => ({
    firstName: driver.firstName,
    lastName: driver.lastName,
    licenseNumber: driver.licenseNumber ?? null,
    idNumber: driver.id ?? null,
    licenseExpiry: driver.expiry ? `${driver.expiry}T00:00:00.000Z` : null,
    gender: driver.gender ?? null,
    isAdditional: driver.isAdditional,
  }))
}

export function clientData(client: ClientInput): NonNullable<Booking['client']> {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone,
    address: client.address ?? null,
    postalCode: client.postalCode ?? null,
    city: client.city ?? null,
    country: client.country,
    gender: client.gender ?? null,
    flightNumber: client.flightNumber ?? null,
    comments: client.comments ?? null,
  }
}
