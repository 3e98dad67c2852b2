'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { isSameDrivers } from '@/domain/booking/manage-changes'
import { driversSchema, type DriversValues } from '@/domain/validation/booking-details'
import { driversValuesFromEntries } from '@/domain/validation/booking-details-form'
import { fieldErrors } from '@/domain/validation/field-errors'
import type { FormState } from '@/domain/validation/form-state'
import { withinRequestTime } from '@/server/async/request-deadline'
import { payloadClient } from '@/server/payload'
import { formDataArgument } from '@/server/http/action-arguments'

import { localeOf } from '../form-data'
import { writeManageDraft } from '../manage-cookies'
import { manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'
import { saveManagedChanges } from '../save-changes'

/**
 * The Driver step: checks the drivers with the booking flow's rules (an invalid form keeps its
 * list of errors), then saves the changes (services and drivers) with exbooking-save, sends the
 * change e-mail and goes to payment, or to the contract when nothing is left to pay. A refused
 * save comes back as its catalogue code.
 */
export async function saveDetails(
  _previous: FormState<DriversValues>,
  input: FormData,
): Promise<FormState<DriversValues>> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('saveDetails', input)
    const locale = localeOf(formData)
    const now = new Date()
    const managed = await loadManagedBooking({ locale, now })
    if (!managed) redirect(manageHref({ page: 'entry', locale }))
    const values = driversValuesFromEntries(formData.entries())
    const parsed = driversSchema(now).safeParse(values)
    if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values }
    const drivers = parsed.data
    const saved = await saveManagedChanges({
      payload: await payloadClient(),
      access: managed.access,
      services: managed.choices,
      drivers,
      isNotified: managed.changes.length > 0 || !isSameDrivers(managed.view.Booking_Drivers ?? [], drivers),
      locale,
      now,
    })
    if (!saved.isOk) return { status: 'failed', problem: saved.error.code, values }
    await writeManageDraft({
      voucherNumber: managed.booking.voucherNumber,
      services: managed.choices.map((choice) => ({ ...choice })),
      submitted: ['protection', 'extras', 'detail'],
    })
    redirect(manageHref({ page: saved.value.view.MaximumPaymentAmount > 0 ? 'payment' : 'confirmation', locale }))
  })
}
