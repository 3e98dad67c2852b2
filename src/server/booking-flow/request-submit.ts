import 'server-only'

import { PAYMENT_ERROR_PARAM, toPaymentStepError } from '@/domain/payments/payment-choice'
import type { Locale } from '@/i18n/locales'
import { saveBooking } from '@/server/bookings/commands/confirm'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'

import { bookingStepHref, loadFlowBooking } from './flow-booking'
import { storedParties } from './stored-parties'

/**
 * The request step's submit (a car offered on request); answers where the browser goes next. Saves
 * the held request with the renter and drivers of the detail step as requested (no card, nothing
 * charged; paid at pickup or from manage once staff confirm it), e-mails "request received" in the
 * visitor's language once, and goes on to the confirmation, which says what happens next. A
 * request sent twice is saved and e-mailed once.
 */
export async function submitRequest(params: { locale: Locale; query: URLSearchParams }): Promise<string> {
  const { locale } = params
  const query = new URLSearchParams(params.query)
  query.delete(PAYMENT_ERROR_PARAM)
  const back = (error?: string) => {
    const target = new URLSearchParams(query)
    if (error) target.set(PAYMENT_ERROR_PARAM, error)
    return bookingStepHref({ step: 'payment', locale, query: target })
  }
  const now = new Date()
  const flow = await loadFlowBooking({ locale, now })
  // The step guard of the payment page sends a visitor without a booking where they belong.
  if (!flow || !flow.booking.onRequest) return back()
  if (flow.booking.status === 'held') {
    const parties = storedParties(flow.booking)
    if (!parties) return bookingStepHref({ step: 'detail', locale, query })
    const payload = await payloadClient()
    const saved = await saveBooking({
      payload,
      now,
      input: {
        bookingId: flow.booking.id,
        voucherNumber: flow.booking.voucherNumber,
        ...parties,
        changes: {},
        locale,
      },
    })
    if (!saved.isOk) return back(toPaymentStepError(saved.error.code))
    await performSoon(payload, saved.value.effectIds)
  }
  return bookingStepHref({ step: 'confirmation', locale, query })
}
