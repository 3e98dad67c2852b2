'use server'

import 'server-only'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import type { ServiceChoice, ServiceLine } from '@/domain/booking/booking-lines'
import { extrasChoices } from '@/domain/booking/extras-choice'
import { protectionChoices } from '@/domain/booking/protection-choice'
import { readExtrasForm, readProtectionForm } from '@/domain/booking/step-choices-form'
import { formDataArgument } from '@/server/http/action-arguments'

import { localeOf } from '../form-data'
import { writeManageDraft, type ManageDraft } from '../manage-cookies'
import { manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'

/** The Protection step of manage mode: the booking flow's form, the same fields and the same rules. */
export async function chooseManageProtection(input: FormData): Promise<void> {
  const formData = formDataArgument('chooseManageProtection', input)
  const { level, addons } = readProtectionForm(formData)
  return submitManageServices({
    formData,
    step: 'protection',
    next: 'extras',
    choose: (lines) => protectionChoices({ lines, level, addonCodes: addons }),
  })
}

/** The Extras step of manage mode: the booking flow's form, the same fields and the same rules. */
export async function saveManageExtras(input: FormData): Promise<void> {
  const formData = formDataArgument('saveManageExtras', input)
  const { quantities, step } = readExtrasForm(formData)
  return submitManageServices({
    formData,
    step: 'extras',
    next: 'detail',
    choose: (lines) => extrasChoices({ lines, quantities, step }),
  })
}

/**
 * The chosen services become the unsaved changes of the managed booking (priced live by the rental
 * engine on every manage page, so the summary follows each choice); a choice shows the step again
 * in place, 'Continue' marks the step done and opens the next one (the query, e.g. the display
 * currency, carried along). Only services the booking offers
 * count: the choice is made from its lines.
 */
async function submitManageServices(params: {
  formData: FormData
  step: 'protection' | 'extras'
  next: 'extras' | 'detail'
  choose: (lines: readonly ServiceLine[]) => ServiceChoice[]
}): Promise<void> {
  const { formData, step } = params
  const locale = localeOf(formData)
  const managed = await loadManagedBooking({ locale, now: new Date() })
  if (!managed) redirect(manageHref({ page: 'entry', locale }))
  const isContinue = formData.get('intent') === 'continue'
  const submitted: ManageDraft['submitted'] =
    isContinue && !managed.draft.submitted.includes(step) ? [...managed.draft.submitted, step] : managed.draft.submitted
  await writeManageDraft({
    voucherNumber: managed.booking.voucherNumber,
    services: params.choose(managed.view.Services),
    submitted,
  })
  if (!isContinue) {
    refresh()
    return
  }
  const query = new URLSearchParams(String(formData.get('query') ?? '').slice(0, 4_000)).toString()
  redirect(manageHref({ page: params.next, locale, ...(query && { query }) }))
}
