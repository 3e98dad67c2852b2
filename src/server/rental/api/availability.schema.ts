import 'server-only'

import { z } from 'zod'

import {
  currencySchema,
  dateTimeSchema,
  defaultedDriverAge,
  idSchema,
  localeSchema,
  officeRefSchema,
  promoSchema,
} from './common.schema'

/** POST /api/renteon-availability (SPEC §7). OfficeInId defaults to OfficeOutId. */
export const availabilityRequestSchema = z
  .object({
    OfficeOutId: officeRefSchema,
    OfficeInId: officeRefSchema.optional(),
    DateTimeOut: dateTimeSchema,
    DateTimeIn: dateTimeSchema,
    currency: currencySchema,
    driverAge: defaultedDriverAge,
    promo: promoSchema,
    PricelistId: idSchema.optional(),
    locale: localeSchema,
  })
  .transform((input) => ({
    officeOut: input.OfficeOutId,
    officeIn: input.OfficeInId ?? input.OfficeOutId,
    pickupAt: input.DateTimeOut,
    returnAt: input.DateTimeIn,
    driverAge: input.driverAge,
    promo: input.promo || undefined,
    priceListCode: input.PricelistId,
    currency: input.currency,
    locale: input.locale,
  }))
