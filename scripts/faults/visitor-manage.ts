/**
 * Manage my booking as a visitor uses it without JavaScript: the look-up form (voucher number and
 * last name, kept in cookies), then the cancel form on the booking's page (a checkbox to confirm).
 */
import { submitForm, type CookieJar } from './form-post'
import type { Target } from './http'
import type { TestBooking } from './tally'

/** Where a manage form led: the booking's page, the look-up page (a cancelled booking's notice), or elsewhere. */
export type ManageOutcome =
  'booking-page' | 'lookup-page' | 'refused' | 'no-answer' | { readonly status: number; readonly location: string }

function outcomeOf(status: number, location: string): ManageOutcome {
  if (status === 0) return 'no-answer'
  if (status >= 300 && status < 400 && /\/manage-booking(\?|$)/.test(location)) return 'booking-page'
  if (status >= 300 && status < 400 && /\/manage-my-booking(\?|$)/.test(location)) return 'lookup-page'
  return { status, location }
}

/** Opens the booking on the look-up form: its page when confirmed, the look-up page's notice when cancelled. */
export async function lookUpToManage(params: {
  target: Target
  booking: TestBooking
  jar: CookieJar
}): Promise<ManageOutcome> {
  const { booking } = params
  const outcome = await submitForm({
    target: params.target,
    label: 'manage look-up',
    path: '/manage-my-booking',
    fieldName: 'voucherNumber',
    values: { voucherNumber: booking.voucherNumber, lastName: booking.lastName },
    visitorIp: booking.visitorIp,
    jar: params.jar,
  })
  if (outcome.kind === 'no-form')
    return outcome.answer.status === 0 ? 'no-answer' : { status: outcome.answer.status, location: '' }
  if (outcome.answer.status === 200 && /TOO_MANY|too many/i.test(outcome.answer.text)) return 'refused'
  return outcomeOf(outcome.answer.status, outcome.location)
}

/** Confirms the cancellation on the booking's page (after a look-up): the look-up page when it was cancelled. */
export async function cancelManaged(params: {
  target: Target
  booking: TestBooking
  jar: CookieJar
}): Promise<ManageOutcome> {
  const outcome = await submitForm({
    target: params.target,
    label: 'manage cancel',
    path: '/manage-booking',
    fieldName: 'confirm',
    values: { confirm: 'on' },
    visitorIp: params.booking.visitorIp,
    jar: params.jar,
  })
  if (outcome.kind === 'no-form')
    return outcome.answer.status === 0 ? 'no-answer' : { status: outcome.answer.status, location: '' }
  return outcomeOf(outcome.answer.status, outcome.location)
}
