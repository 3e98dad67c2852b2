import { postRoute } from '@/app/api/_lib/route'
import { reservationPaymentSchema } from '@/server/payments/api/reservation-payment.schema'
import { reportReservationPayment } from '@/server/payments/report-payment'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `PUT reservations/{number}/payment` (transactionId, transactionStatus, pan, provider),
 * for desk staff (the admin's session) and partner keys with the `payments` scope, never visitor
 * tokens: the booking, by booking or voucher number, is told of a payment made through the payment
 * port. The provider is asked and its word recorded by the bookings module; `{ success, data: {
 * reference, status, outcome, transactionId, transactionStatus, maskedPan, provider, amount,
 * currency, booking: { currency, total, totalPaid, balance } } }`.
 */
export const PUT = postRoute({
  name: 'reservation-payment',
  fallback: 'PAYMENT_FAILED',
  scope: 'payments',
  staffOrPartner: true,
  schema: () => reservationPaymentSchema,
  locale: (input) => input.locale,
  run: async (input, now, caller) => {
    const reservation = decodeURIComponent(caller.url.pathname.split('/').at(-2) ?? '')
    const reported = await reportReservationPayment({
      payload: await payloadClient(),
      reservation,
      request: input,
      now,
    })
    return reported.isOk ? { isOk: true, value: { data: reported.value } } : reported
  },
})
