import { notFound, redirect } from 'next/navigation'

import { isLocale, type Locale } from '@/i18n/locales'
import { bookingFlowPathOfPayment } from '@/server/booking-flow/flow-payment-path'
import { payloadClient } from '@/server/payload'
import { findPaymentOutcome, type PaymentOutcome } from '@/server/payments/payment-outcome'

export type ConfirmationProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The locale and the payment named by `?payment=` (the reference the payment flow sends). */
export async function loadOutcome(
  props: ConfirmationProps,
): Promise<{ locale: Locale; outcome: PaymentOutcome | undefined }> {
  const [{ locale }, query] = await Promise.all([props.params, props.searchParams])
  if (!isLocale(locale)) notFound()
  const reference = typeof query.payment === 'string' ? query.payment : undefined
  // A payment of the booking made in this browser goes on in the booking flow (after 3-D Secure).
  const flowPath = await bookingFlowPathOfPayment({ reference, locale })
  if (flowPath) redirect(flowPath)
  const outcome = await findPaymentOutcome({ payload: await payloadClient(), reference })
  return { locale, outcome }
}
