import 'server-only'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import type { ServiceChoice, ServiceLine } from '@/domain/booking/booking-lines'
import type { SubmittedStep } from '@/domain/booking/booking-progress'
import type { StepId } from '@/domain/booking/booking-steps'
import type { ErrorCode } from '@/domain/errors/errors'
import { LOCALES, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { recalculateBooking } from '@/server/bookings/commands/reprice'

import { bookingStepHref, loadFlowBooking } from './flow-booking'
import { RESERVATION_ERROR_PARAM } from './flow-params'
import { markStepSubmitted } from './flow-state'

/** The fields every service step form posts besides its choices. */
const stepFormSchema = z.object({
  locale: z.enum(LOCALES).catch('en'),
  query: z.string().max(4_000).catch(''),
  /** 'continue' goes on to the next step; anything else (a choice, a stepper) stays to show the new price. */
  intent: z.enum(['update', 'continue']).catch('update'),
})

export type StepForm = z.output<typeof stepFormSchema>

export function parseStepForm(formData: FormData): StepForm {
  return stepFormSchema.parse({
    locale: formData.get('locale'),
    query: formData.get('query'),
    intent: formData.get('intent'),
  })
}

/**
 * Stores the visitor's choice of services on a service step (Insurance, Extras): the held booking
 * is recalculated with them (SPEC §4), then the step is shown again with the new prices (refreshed
 * in place, so focus and scroll stay where the visitor is), or, on 'continue', the step is marked
 * done and the next one opens, the query carried along. A booking gone or a recalculation refused
 * (e.g. the hold lapsed) sends the visitor to the search with the reservation error.
 */
export async function submitServiceStep(params: {
  step: SubmittedStep
  next: StepId
  form: StepForm
  choose: (lines: readonly ServiceLine[]) => ServiceChoice[]
}): Promise<void> {
  const { step, next, form } = params
  const { locale } = form
  const query = new URLSearchParams(form.query)
  query.delete(RESERVATION_ERROR_PARAM)
  const now = new Date()
  const flow = await loadFlowBooking({ locale, now })
  if (!flow) redirect(searchWithError({ locale, query, code: 'NO_BOOKING_TO_RECALCULATE' }))
  const recalculated = await recalculateBooking({
    payload: await payloadClient(),
    bookingId: flow.state.bookingId,
    voucherNumber: flow.state.voucherNumber,
    changes: { services: params.choose(flow.view.Services) },
    locale,
    now,
  })
  if (!recalculated.isOk) redirect(searchWithError({ locale, query, code: recalculated.error.code }))
  if (form.intent !== 'continue') {
    refresh()
    return
  }
  await markStepSubmitted(flow.state, step)
  redirect(bookingStepHref({ step: next, locale, query }))
}

function searchWithError(params: { locale: Locale; query: URLSearchParams; code: ErrorCode }): string {
  const query = new URLSearchParams(params.query)
  query.set(RESERVATION_ERROR_PARAM, params.code)
  return bookingStepHref({ step: 'search', locale: params.locale, query })
}
