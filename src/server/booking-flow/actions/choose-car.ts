'use server'

import 'server-only'

import { randomUUID } from 'node:crypto'

import { redirect } from 'next/navigation'
import { z } from 'zod'

import { BOOKING_TYPE } from '@/domain/booking/booking-type'
import { parseOfficeDateTime } from '@/domain/time/office-date-time'
import { parseSearchFilters } from '@/domain/search/search-query'
import { type Locale, localeOr } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { createTemporaryBooking } from '@/server/bookings/commands/hold'
import { formDataArgument } from '@/server/http/action-arguments'
import { holderOf } from '@/server/rental/holder'
import { clientIp } from '@/server/security/client-ip'

import { bookingStepHref } from '../flow-booking'
import { readFlowState, writeFlowState } from '../flow-state'
import {
  CHOICE_PARAMS,
  RESERVATION_ERROR_AGE_PARAM,
  RESERVATION_ERROR_PARAM,
  UNAVAILABLE_CAR_PARAM,
} from '../flow-params'

const choiceSchema = z.object({
  apiKey: z.coerce.number().int().positive(),
  DateTimeOut: z.string().transform((value, context) => parseOfficeDateTime(value) ?? invalid(context)),
  DateTimeIn: z.string().transform((value, context) => parseOfficeDateTime(value) ?? invalid(context)),
})

function invalid(context: z.RefinementCtx): never {
  context.addIssue({ code: 'custom', message: 'Invalid date' })
  return z.NEVER as never
}

/**
 * 'Book now' (SPEC §2, §4): choosing a car creates a temporary booking that holds it, then the
 * visitor lands on /booking/protection with the search query plus apiKey, quoteID, DateTimeOut,
 * DateTimeIn, country and driverAge. A car taken meanwhile (or any refusal) sends the visitor back
 * to the results with the reservation error. A car chosen earlier in this visit is let go in the
 * same transaction (kept if the new one is refused). The browser's visitor id and the client
 * address hold at most a few cars at once (TOO_MANY_HOLDS).
 */
export async function chooseCar(input: FormData): Promise<never> {
  const formData = formDataArgument('chooseCar', input)
  const locale: Locale = localeOr(formData.get('locale'))
  const query = new URLSearchParams(String(formData.get('query') ?? ''))
  const choice = choiceSchema.safeParse(Object.fromEntries(query))
  const searchQuery = withoutChoice(query)
  if (!choice.success) {
    searchQuery.set(RESERVATION_ERROR_PARAM, 'VALIDATION_FAILED')
    redirect(bookingStepHref({ step: 'search', locale, query: searchQuery }))
  }
  const filters = parseSearchFilters(query)
  const payload = await payloadClient()
  const now = new Date()
  const earlier = await readFlowState()
  const visitorId = earlier?.visitorId ?? randomUUID()
  const created = await createTemporaryBooking({
    payload,
    now,
    holder: holderOf({ sessionId: `flow:${visitorId}`, clientIp: await clientIp() }),
    replaces: earlier && { bookingId: earlier.bookingId, voucherNumber: earlier.voucherNumber },
    request: {
      categoryId: choice.data.apiKey,
      officeOut: filters.puLocation,
      officeIn: filters.doLocation,
      pickupAt: choice.data.DateTimeOut,
      returnAt: choice.data.DateTimeIn,
      driverAge: filters.driverAge,
      promoCode: filters.promo,
      services: [],
      bookingType: BOOKING_TYPE.PAY_NOW,
      locale,
    },
  })
  if (!created.isOk) {
    searchQuery.set(RESERVATION_ERROR_PARAM, created.error.code)
    if (created.error.code === 'CAR_NOT_AVAILABLE') searchQuery.set(UNAVAILABLE_CAR_PARAM, String(choice.data.apiKey))
    const { minimumAge } = created.error.params
    if (minimumAge !== undefined) searchQuery.set(RESERVATION_ERROR_AGE_PARAM, String(minimumAge))
    redirect(bookingStepHref({ step: 'search', locale, query: searchQuery }))
  }
  const { BookingId, VoucherNumber } = created.value
  if (BookingId === null || VoucherNumber === null) {
    searchQuery.set(RESERVATION_ERROR_PARAM, 'NO_TEMPORARY_BOOKING')
    redirect(bookingStepHref({ step: 'search', locale, query: searchQuery }))
  }
  await writeFlowState({ bookingId: BookingId, voucherNumber: VoucherNumber, submitted: [], visitorId })
  redirect(bookingStepHref({ step: 'protection', locale, query }))
}

/** The search query without the choice of car, to go back to the results. */
function withoutChoice(query: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(query)
  for (const name of [...CHOICE_PARAMS, RESERVATION_ERROR_PARAM, RESERVATION_ERROR_AGE_PARAM, UNAVAILABLE_CAR_PARAM]) {
    search.delete(name)
  }
  return search
}
