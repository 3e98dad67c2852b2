'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { lookupSchema } from '@/domain/booking/manage-lookup'
import type { FormState } from '@/domain/validation/form-state'
import { payloadClient } from '@/server/payload'
import { formDataArgument } from '@/server/http/action-arguments'
import { clientIp } from '@/server/security/client-ip'

import { localeOf, safeValues } from '../form-data'
import { lookUpBooking } from '../look-up'
import { writeManageAccess } from '../manage-cookies'
import { manageHref } from '../manage-paths'

/**
 * /manage-my-booking: voucher number and last name open the booking and are kept in cookies for two
 * hours. Every failure answers the same; too many failures are refused before looking.
 */
export async function lookUp(_previous: FormState, input: FormData): Promise<FormState> {
  const formData = formDataArgument('lookUp', input)
  const locale = localeOf(formData)
  const values = safeValues(formData)
  const parsed = lookupSchema.safeParse({
    voucherNumber: formData.get('voucherNumber') ?? '',
    lastName: formData.get('lastName') ?? '',
  })
  if (!parsed.success) {
    return {
      values,
      errors: parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), key: 'validation.required' })),
    }
  }
  const outcome = await lookUpBooking({
    payload: await payloadClient(),
    ip: await clientIp(),
    input: parsed.data,
  })
  if (outcome !== 'FOUND') return { values, errors: [], problem: outcome }
  await writeManageAccess(parsed.data)
  redirect(manageHref({ page: 'overview', locale }))
}
