import 'server-only'

import type { Payload } from 'payload'

import { errorSummary } from './error-summary'
import type { MailCancellation, MailPayment } from './booking-mail-data'
import type { MailKind } from './mail-types'
import { sendBookingMail } from './send-booking-mail'

/**
 * Sends a booking e-mail without letting a mail failure undo what was saved or paid: a failure is
 * logged (its kind and booking id only, never addresses or card data) and the caller carries on.
 */
export async function notifyBooking(params: {
  payload: Payload
  kind: MailKind
  bookingId: number
  payment?: MailPayment | undefined
  cancellation?: MailCancellation | undefined
  now: Date
}): Promise<void> {
  try {
    await sendBookingMail(params)
  } catch (error) {
    console.error(`[mail ${params.kind}] booking ${params.bookingId}: ${errorSummary(error)}`)
  }
}
