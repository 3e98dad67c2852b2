import 'server-only'

import { bookingTypeId, type BookingTypeId } from '@/domain/booking/booking-type'
import type { HoldState } from '@/domain/booking/holds'
import { toMajorUnits, type CurrencyCode } from '@/domain/money/money'
import { formatOfficeDateTime } from '@/domain/time/office-date-time'
import { rentalDays } from '@/domain/time/rental-days'
import { isMainProtection, protectionLevel, protectionCode } from '@/domain/booking/services'
import { includedQuantity } from '@/domain/booking/cover-rules'
import type { Booking, Office } from '@/payload-types'

import type { RentalCategory } from './mappers/category'
import { coverRulesOfServices, unitPriceFor, type RentalService } from './mappers/service'

/** SPEC §3 Booking Services: one line per service offered, the chosen ones selected. */
type BookingServiceLine = {
  ServiceId: number
  Name: string
  group: RentalService['group']
  type: 'perDay' | 'perRental'
  IsSelected: boolean
  Quantity: number
  IsMandatory: boolean
  MaximumQuantity: number
  /** Unit price (per day for 'perDay'). */
  price: number
  /** One unit for the whole rental. */
  Amount: number
  /** What the booking pays for this service: Amount x Quantity as priced. */
  AmountTotal: number
  /** How many of it the chosen protection includes without charge (rental engine data). */
  IncludedQuantity: number
  Currency: CurrencyCode
}

export type DriverView = {
  firstName: string
  lastName: string
  licenseNumber: string | null
  id: string | null
  expiry: string | null
  gender: string | null
  isAdditional: boolean
}

/**
 * A booking as the booking API answers (SPEC §3 Booking); amounts are decimal major units. The
 * voucher number, client and drivers are only given to whoever already holds the voucher number.
 */
export type BookingView = {
  BookingId: number | null
  Number: string | null
  VoucherNumber: string | null
  Status: Booking['status']
  BookingTypeId: BookingTypeId
  HeldUntil: string | null
  CarCategoryId: number
  OfficeOutId: string
  OfficeInId: string
  DateOut: string
  DateIn: string
  Days: number
  PricelistId: number
  Currency: CurrencyCode
  PromoCode: string | null
  DriverAge: number
  Services: BookingServiceLine[]
  Booking_Drivers: DriverView[] | null
  Client: Booking['client'] | null
  Total: number
  TotalRent: number
  TotalAddition: number
  TotalInsurance: number
  TotalVat: number
  MaximumPaymentAmount: number
  TotalPaid: number
}

export type StoredBooking = Omit<Booking, 'officeOut' | 'officeIn'> & {
  officeOut: number | Pick<Office, 'id' | 'code'>
  officeIn: number | Pick<Office, 'id' | 'code'>
}

/** The booking's status and when its hold or time to pay ends, for the hold rules. */
export function holdState(booking: Pick<StoredBooking, 'status' | 'heldUntil'>): HoldState {
  const expiresAt = booking.heldUntil ? Date.parse(booking.heldUntil) : Number.NaN
  return { status: booking.status, holdExpiresAt: Number.isNaN(expiresAt) ? undefined : expiresAt }
}

export function toBookingView(params: {
  booking: StoredBooking
  category: RentalCategory
  services: readonly RentalService[]
  isPrivate: boolean
}): BookingView {
  const { booking, isPrivate } = params
  const currency = booking.currency
  const major = (amount: number | null | undefined) => toMajorUnits({ amount: amount ?? 0, currency })
  const days = rentalDays({ pickupAt: new Date(booking.dateOut), returnAt: new Date(booking.dateIn) })
  const totals = booking.totals ?? {}
  const paid = totals.totalPaid ?? 0
  return {
    BookingId: booking.id,
    Number: booking.number,
    VoucherNumber: isPrivate ? booking.voucherNumber : null,
    Status: booking.status,
    BookingTypeId: bookingTypeId(booking.bookingType),
    HeldUntil: booking.heldUntil ?? null,
    CarCategoryId: params.category.id,
    OfficeOutId: officeCode(booking.officeOut),
    OfficeInId: officeCode(booking.officeIn),
    DateOut: formatOfficeDateTime(new Date(booking.dateOut)),
    DateIn: formatOfficeDateTime(new Date(booking.dateIn)),
    Days: days.isOk ? days.value : 1,
    PricelistId: booking.priceListId,
    Currency: currency,
    PromoCode: booking.promoCode ?? null,
    DriverAge: booking.driverAge,
    Services: serviceLines({ ...params, days: days.isOk ? days.value : 1 }),
    Booking_Drivers: isPrivate ? (booking.drivers ?? []).map(toDriverView) : null,
    Client: isPrivate ? (booking.client ?? null) : null,
    Total: major(totals.total),
    TotalRent: major(totals.totalRent),
    TotalAddition: major(totals.totalAddition),
    TotalInsurance: major(totals.totalInsurance),
    TotalVat: major(totals.totalVat),
    MaximumPaymentAmount: major(Math.max(0, (totals.total ?? 0) - paid)),
    TotalPaid: major(paid),
  }
}

function serviceLines(params: {
  booking: StoredBooking
  category: RentalCategory
  services: readonly RentalService[]
  days: number
}): BookingServiceLine[] {
  const { booking, category, days } = params
  const currency = booking.currency
  const major = (amount: number) => toMajorUnits({ amount, currency })
  const stored = booking.services ?? []
  const isOffered = (service: RentalService) =>
    service.group !== 'fee' &&
    (!isMainProtection(service.code) || protectionCode(protectionLevel(service.code), category.size) === service.code)
  const shown = params.services.filter(
    (service) => isOffered(service) || stored.some((line) => line.code === service.code),
  )
  const chosenProtection =
    stored.find((line) => isMainProtection(line.code))?.code ?? protectionCode('basic', category.size)
  const cover = coverRulesOfServices(params.services)
  return shown.map((service) => {
    const line = stored.find((candidate) => candidate.code === service.code)
    const price = line?.unitAmount ?? unitPriceFor(service, category.id)
    const isPerDay = line?.isPerDay ?? !service.isOneTime
    return {
      ServiceId: service.code,
      Name: service.name,
      group: service.group,
      type: isPerDay ? 'perDay' : 'perRental',
      IsSelected: line !== undefined,
      Quantity: line?.quantity ?? 0,
      IsMandatory: line?.isMandatory ?? service.isMandatory,
      MaximumQuantity: service.maxQuantity,
      price: major(price),
      Amount: major(price * (isPerDay ? days : 1)),
      AmountTotal: major(line?.amount ?? 0),
      IncludedQuantity: includedQuantity(cover, chosenProtection, service.code),
      Currency: currency,
    }
  })
}

function officeCode(office: StoredBooking['officeOut']): string {
  return typeof office === 'object' ? office.code : String(office)
}

function toDriverView(driver: NonNullable<Booking['drivers']>[number]): DriverView {
  return {
    firstName: driver.firstName,
    lastName: driver.lastName,
    licenseNumber: driver.licenseNumber ?? null,
    id: driver.idNumber ?? null,
    expiry: driver.licenseExpiry ? driver.licenseExpiry.slice(0, 10) : null,
    gender: driver.gender ?? null,
    isAdditional: driver.isAdditional ?? false,
  }
}
