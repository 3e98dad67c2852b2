'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { isSameDrivers, MAX_MANAGE_DRIVERS } from '@/domain/booking/manage-changes'
import { driverSchema } from '@/domain/validation/driver'
import { fieldErrors, type FieldError } from '@/domain/validation/field-errors'
import type { FormState } from '@/domain/validation/form-state'
import { payloadClient } from '@/server/payload'
import type { DriverInput } from '@/server/rental/booking-types'
import { formDataArgument } from '@/server/http/action-arguments'

import { localeOf, safeValues } from '../form-data'
import { writeManageDraft } from '../manage-cookies'
import { manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'
import { saveManagedChanges } from '../save-changes'

const DRIVER_FIELDS = ['firstName', 'lastName', 'licenseNumber', 'id', 'expiry'] as const

/**
 * The Driver step: checks every driver before moving on (an invalid form keeps its list of
 * errors), then saves the changes (services and drivers) with exbooking-save, sends the change
 * e-mail and goes to payment, or to the contract when nothing is left to pay.
 */
export async function saveDetails(_previous: FormState, input: FormData): Promise<FormState> {
  const formData = formDataArgument('saveDetails', input)
  const locale = localeOf(formData)
  const now = new Date()
  const managed = await loadManagedBooking({ locale, now })
  if (!managed) redirect(manageHref({ page: 'entry', locale }))
  const values = safeValues(formData)
  const errors: FieldError[] = []
  const drivers: DriverInput[] = []
  for (let index = 0; index < MAX_MANAGE_DRIVERS; index += 1) {
    const field = (name: string) => String(formData.get(`drivers.${index}.${name}`) ?? '').trim()
    const isBlank = DRIVER_FIELDS.every((name) => field(name) === '')
    if (index > 0 && isBlank) continue
    const parsed = driverSchema(now).safeParse({
      firstName: field('firstName'),
      lastName: field('lastName'),
      licenseNumber: field('licenseNumber'),
      id: field('id'),
      expiry: formData.get(`drivers.${index}.noExpiry`) === 'on' ? null : field('expiry'),
      isAdditional: index > 0,
    })
    if (parsed.success) drivers.push(parsed.data)
    else
      errors.push(...fieldErrors(parsed.error).map((error) => ({ ...error, path: `drivers.${index}.${error.path}` })))
  }
  if (errors.length > 0) return { errors, values }
  const saved = await saveManagedChanges({
    payload: await payloadClient(),
    access: managed.access,
    services: managed.choices,
    drivers,
    isNotified: managed.changes.length > 0 || !isSameDrivers(managed.view.Booking_Drivers ?? [], drivers),
    locale,
    now,
  })
  if (!saved.isOk) return { errors: [], values, problem: saved.error.code }
  await writeManageDraft({
    voucherNumber: managed.booking.voucherNumber,
    services: managed.choices.map((choice) => ({ ...choice })),
    submitted: ['protection', 'extras', 'detail'],
  })
  redirect(manageHref({ page: saved.value.view.MaximumPaymentAmount > 0 ? 'payment' : 'confirmation', locale }))
}
