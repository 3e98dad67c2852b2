'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import type { StepId } from '@/domain/booking/booking-steps'
import { withItems, withMainProtection } from '@/domain/booking/manage-changes'
import { ADDITIONAL_PROTECTION_CODES, isMainProtection } from '@/domain/booking/services'
import { formDataArgument } from '@/server/http/action-arguments'

import { localeOf } from '../form-data'
import { writeManageDraft, type ManageDraft } from '../manage-cookies'
import { manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'

const NEXT_STEP: Record<'protection' | 'extras', StepId> = { protection: 'extras', extras: 'detail' }

/**
 * The protection and extras steps of manage mode: the chosen services become the unsaved changes
 * (priced live on every page), then 'Continue' moves on and 'Update price' stays. Only services
 * the booking offers count; quantities are clamped by the extras rule.
 */
export async function updateServices(input: FormData): Promise<never> {
  const formData = formDataArgument('updateServices', input)
  const locale = localeOf(formData)
  const step: 'protection' | 'extras' = formData.get('step') === 'extras' ? 'extras' : 'protection'
  const managed = await loadManagedBooking({ locale, now: new Date() })
  if (!managed) redirect(manageHref({ page: 'entry', locale }))
  const offered = managed.view.Services
  let choices = [...managed.choices]
  if (step === 'protection') {
    const main = Number(formData.get('protection'))
    if (offered.some((line) => line.ServiceId === main && isMainProtection(main)))
      choices = withMainProtection(choices, main)
    const additional = offered.filter((line) => ADDITIONAL_PROTECTION_CODES.includes(line.ServiceId))
    choices = withItems(
      choices,
      additional.map((line) => ({
        code: line.ServiceId,
        isAdded: formData.get(`service-${line.ServiceId}`) === 'on',
        quantity: 1,
        isMaxOne: true,
        maxQuantity: 1,
      })),
    )
  } else {
    const extras = offered.filter((line) => line.group === 'extra')
    choices = withItems(
      choices,
      extras.map((line) => {
        const isMaxOne = line.MaximumQuantity <= 1
        const raw = formData.get(`service-${line.ServiceId}`)
        const quantity = isMaxOne ? (raw === 'on' ? 1 : 0) : Number(raw ?? 0)
        return { code: line.ServiceId, isAdded: quantity > 0, quantity, isMaxOne, maxQuantity: line.MaximumQuantity }
      }),
    )
  }
  const submitted: ManageDraft['submitted'] = managed.draft.submitted.includes(step)
    ? managed.draft.submitted
    : [...managed.draft.submitted, step]
  await writeManageDraft({ voucherNumber: managed.booking.voucherNumber, services: choices, submitted })
  const isContinue = formData.get('intent') !== 'update'
  redirect(manageHref({ page: isContinue ? NEXT_STEP[step] : step, locale }))
}
