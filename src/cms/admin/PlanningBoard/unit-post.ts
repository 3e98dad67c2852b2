import { deskPost } from '../BookingsConsole/desk-post'
import type { BoardBooking } from './board-types'

/**
 * Puts `booking` on unit `vehicleId` (null: takes it off its unit) through the bookings module
 * (POST /api/booking-units/{id}), the one write path of the assign dialog and of a dragged bar:
 * staff read the same words either way, the refusal naming what is in the way.
 */
export async function postBookingUnit(params: {
  booking: Pick<BoardBooking, 'id' | 'number'>
  vehicleId: number | null
  requestKey: string
}): Promise<{ readonly isOk: boolean; readonly text: string }> {
  const { booking } = params
  const sent = await deskPost<{ registration: string | null }>({
    path: `/api/booking-units/${String(booking.id)}`,
    body: { vehicleId: params.vehicleId },
    requestKey: params.requestKey,
    fallback: 'The unit could not be saved. Try again.',
  })
  if (!sent.isOk) return { isOk: false, text: sent.message }
  const registration = sent.value.registration
  return {
    isOk: true,
    text: registration ? `${booking.number} is on ${registration}.` : `${booking.number} has no unit now.`,
  }
}
