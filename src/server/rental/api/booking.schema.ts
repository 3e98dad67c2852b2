import 'server-only'

import { z } from 'zod'

import { BOOKING_TYPE } from '@/domain/booking/booking-type'
import type { CurrencyCode } from '@/domain/money/money'
import { userSchema } from '@/domain/validation/user'

import { type RentalRequest } from '../booking-types'
import {
  bookingTypeOf,
  bookingTypeSchema,
  currencySchema,
  dateTimeSchema,
  defaultedDriverAge,
  driversSchema,
  idSchema,
  localeSchema,
  officeRefSchema,
  optionalDriverAge,
  paymentTypeSchema,
  promoSchema,
  servicesSchema,
  voucherSchema,
} from './common.schema'

/** POST /api/renteon-booking-create, and -calculate without a temporary booking (SPEC §7). */
export function rentalRequestSchema(now: Date) {
  return z
    .object({
      CarCategoryId: idSchema,
      OfficeOutId: officeRefSchema,
      OfficeInId: officeRefSchema.optional(),
      DateOut: dateTimeSchema,
      DateIn: dateTimeSchema,
      PricelistId: idSchema.optional(),
      Currency: currencySchema,
      PromoCode: promoSchema,
      DriverAge: defaultedDriverAge,
      Services: servicesSchema.default([]),
      Booking_Drivers: driversSchema(now).optional(),
      BookingTypeId: bookingTypeSchema,
      paymentType: paymentTypeSchema,
      locale: localeSchema,
    })
    .transform((input): RentalRequest & { currency: CurrencyCode | undefined } => ({
      categoryId: input.CarCategoryId,
      officeOut: input.OfficeOutId,
      officeIn: input.OfficeInId ?? input.OfficeOutId,
      pickupAt: input.DateOut,
      returnAt: input.DateIn,
      driverAge: input.DriverAge,
      priceListCode: input.PricelistId,
      promoCode: input.PromoCode || undefined,
      services: input.Services,
      drivers: input.Booking_Drivers,
      bookingType: bookingTypeOf(input) ?? BOOKING_TYPE.PAY_NOW,
      currency: input.Currency,
      locale: input.locale,
    }))
}

/** POST /api/renteon-booking-calculate for a temporary booking: BookingId and its VoucherNumber. */
export function recalculateRequestSchema(now: Date) {
  return z
    .object({
      BookingId: idSchema,
      VoucherNumber: voucherSchema,
      Services: servicesSchema.optional(),
      Booking_Drivers: driversSchema(now).optional(),
      DriverAge: optionalDriverAge,
      PromoCode: promoSchema,
      BookingTypeId: bookingTypeSchema,
      paymentType: paymentTypeSchema,
      Currency: currencySchema,
      locale: localeSchema,
    })
    .transform((input) => ({
      bookingId: input.BookingId,
      voucherNumber: input.VoucherNumber,
      changes: {
        services: input.Services,
        driverAge: input.DriverAge,
        promoCode: input.PromoCode,
        bookingType: bookingTypeOf(input),
      },
      drivers: input.Booking_Drivers,
      currency: input.Currency,
      locale: input.locale,
    }))
}

/** POST /api/renteon-booking-save (SPEC §7); BookingId and voucher name the temporary booking. */
export function saveRequestSchema(now: Date) {
  return z
    .object({
      BookingId: idSchema,
      voucher: voucherSchema.optional(),
      VoucherNumber: voucherSchema.optional(),
      client: userSchema.extend({ driverAge: optionalDriverAge }),
      services: servicesSchema.optional(),
      drivers: driversSchema(now).default([]),
      dates: z.object({ DateOut: dateTimeSchema.optional(), DateIn: dateTimeSchema.optional() }).optional(),
      BookingTypeId: bookingTypeSchema,
      paymentType: paymentTypeSchema,
      CurrencyCode: currencySchema,
      PromoCode: promoSchema,
      locale: localeSchema,
    })
    .transform((input) => ({
      bookingId: input.BookingId,
      voucherNumber: input.voucher ?? input.VoucherNumber,
      client: input.client,
      drivers: input.drivers,
      changes: { services: input.services, promoCode: input.PromoCode, bookingType: bookingTypeOf(input) },
      locale: input.locale,
    }))
}
