'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { lookupSchema, type LookupValues } from '@/domain/booking/manage-lookup'
import { fieldErrors } from '@/domain/validation/field-errors'
import type { FormState } from '@/domain/validation/form-state'
import { payloadClient } from '@/server/payload'
import { formDataArgument } from '@/server/http/action-arguments'
import { clientIp } from '@/server/security/client-ip'

import { localeOf } from '../form-data'
import { lookUpBooking } from '../look-up'
import { writeManageAccess } from '../manage-cookies'
import { manageHref } from '../manage-paths'

/**
 * /manage-my-booking: voucher number and last name open the booking and are kept in cookies for two
 * hours. A cancelled booking opens the look-up page's cancellation notice (what was given back), a
 * booking request its notice (waiting for confirmation, or declined);
 * every other failure answers the same; too many failures are refused before looking.
 */
export async function lookUp(_previous: FormState<LookupValues>, input: FormData): Promise<FormState<LookupValues>> {
  const formData = formDataArgument('lookUp', input)
  const locale = localeOf(formData)
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values: LookupValues = { voucherNumber: text('voucherNumber'), lastName: text('lastName') }
  const parsed = lookupSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, errors: fieldErrors(parsed.error) }
  const outcome = await lookUpBooking({
    payload: await payloadClient(),
    ip: await clientIp(),
    input: parsed.data,
  })
  if (outcome === 'NOT_FOUND') return { status: 'failed', values, problem: 'BOOKING_LOOKUP_FAILED' }
  if (outcome === 'TOO_MANY_ATTEMPTS') return { status: 'failed', values, problem: 'TOO_MANY_LOOKUPS' }
  await writeManageAccess(parsed.data)
  redirect(manageHref({ page: outcome === 'FOUND' ? 'overview' : 'entry', locale }))
}
