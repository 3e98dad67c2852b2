'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import type { ErrorCode } from '@/domain/errors/errors'
import { withinRequestTime } from '@/server/async/request-deadline'
import { payloadClient } from '@/server/payload'
import { formDataArgument } from '@/server/http/action-arguments'

import { cancelManagedBooking, type CancelOutcome } from '../cancel-booking'
import { localeOf } from '../form-data'
import { readManageAccess } from '../manage-cookies'
import { manageHref } from '../manage-paths'

const REFUSALS: Record<Extract<CancelOutcome, { isCancelled: false }>['reason'], ErrorCode> = {
  NOT_FOUND: 'BOOKING_NOT_FOUND',
  STARTED: 'CANCELLATION_TOO_LATE',
  TERMS_CHANGED: 'CANCELLATION_TERMS_CHANGED',
  NOT_CONFIRMED: 'BOOKING_NOT_CANCELLABLE',
}

/** The fee the visitor was shown (ISK kept, a whole number of minor units), or undefined when absent or malformed. */
function acceptedKeptIsk(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return undefined
  return Number(value)
}

/**
 * Cancels the managed booking after the visitor has seen the terms (the fee kept and the refund)
 * and confirmed, under exactly the fee shown (`keptIsk`; a changed fee is refused), then opens the
 * look-up page, which says the booking was cancelled and what was given back (the look-up cookies
 * are kept so it can; 'Sign out' forgets them). A refusal comes back with its catalogue code.
 */
export async function cancelBooking(input: FormData): Promise<never> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('cancelBooking', input)
    const locale = localeOf(formData)
    const access = await readManageAccess()
    if (!access) redirect(manageHref({ page: 'entry', locale }))
    if (formData.get('confirm') !== 'on')
      redirect(manageHref({ page: 'overview', locale, query: 'cancel=CANCEL_NOT_CONFIRMED' }))
    const keptIsk = acceptedKeptIsk(formData.get('keptIsk'))
    if (keptIsk === undefined)
      redirect(manageHref({ page: 'overview', locale, query: 'cancel=CANCELLATION_TERMS_CHANGED' }))
    const outcome = await cancelManagedBooking({
      payload: await payloadClient(),
      access,
      acceptedKeptIsk: keptIsk,
      now: new Date(),
    })
    if (!outcome.isCancelled) {
      redirect(manageHref({ page: 'overview', locale, query: `cancel=${REFUSALS[outcome.reason]}` }))
    }
    redirect(manageHref({ page: 'entry', locale }))
  })
}
