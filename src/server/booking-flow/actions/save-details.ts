'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { bookingDetailsSchema, withRenterNames, type BookingDetailsValues } from '@/domain/validation/booking-details'
import { detailsValuesFromEntries } from '@/domain/validation/booking-details-form'
import type { ErrorCode } from '@/domain/errors/errors'
import { fieldErrors } from '@/domain/validation/field-errors'
import type { FormState } from '@/domain/validation/form-state'
import { type Locale, localeOr } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { formDataArgument } from '@/server/http/action-arguments'

import { bookingStepHref } from '../flow-booking'
import { markStepSubmitted, readFlowState } from '../flow-state'
import { storeBookingDetails } from '@/server/bookings/commands/store-renter'

const NO_BOOKING_CODES: readonly ErrorCode[] = ['NO_TEMPORARY_BOOKING', 'NO_BOOKING_TO_RECALCULATE']

/**
 * Personal Information (SPEC §3, §5): validates the posted form again with the same schema as the
 * browser, stores the renter and drivers on the held booking (repriced), marks the step submitted
 * and goes on to the payment step with the query. Bad input comes back as field errors; a gone
 * hold or a failed engine as its catalogue code.
 */
export async function saveDetails(
  _previous: FormState<BookingDetailsValues>,
  input: FormData,
): Promise<FormState<BookingDetailsValues>> {
  const formData = formDataArgument('saveDetails', input)
  const locale: Locale = localeOr(formData.get('locale'))
  const query = new URLSearchParams(String(formData.get('query') ?? ''))
  const values = detailsValuesFromEntries(formData.entries())
  const now = new Date()
  const parsed = bookingDetailsSchema(now).safeParse(withRenterNames(values))
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values }

  const state = await readFlowState()
  if (!state) return { status: 'failed', problem: 'NO_TEMPORARY_BOOKING', values }
  const stored = await storeBookingDetails({
    payload: await payloadClient(),
    bookingId: state.bookingId,
    voucherNumber: state.voucherNumber,
    details: parsed.data,
    locale,
    now,
  })
  if (!stored.isOk) {
    const problem = NO_BOOKING_CODES.includes(stored.error.code)
      ? 'NO_TEMPORARY_BOOKING'
      : 'BOOKING_RECALCULATION_FAILED'
    return { status: 'failed', problem, values }
  }
  await markStepSubmitted(state, 'detail')
  query.set('driverAge', String(parsed.data.client.driverAge))
  redirect(bookingStepHref({ step: 'payment', locale, query }))
}
