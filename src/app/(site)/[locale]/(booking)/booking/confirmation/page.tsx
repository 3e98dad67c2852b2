import { notFound } from 'next/navigation'

import { parseSearchFilters } from '@/domain/search/search-query'
import { loadBookingRecap } from '@/server/booking-flow/booking-recap'
import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { BOOKING_CALENDAR_PATH } from '@/ui/booking/confirmation/calendar-path'
import { ConfirmationView } from '@/ui/booking/confirmation/ConfirmationView'
import { RequestReceivedView } from '@/ui/booking/confirmation/RequestReceivedView'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('confirmation')

/**
 * /booking/confirmation: the saved (and, paying now, paid) booking of this visit, or the request
 * received (a car offered on request, waiting for staff); a reload shows it again.
 */
export default async function ConfirmationStepPage(props: StepPageProps) {
  const { locale, query, flow, rates } = await openBookingStep(props, 'confirmation')
  const { currency } = parseSearchFilters(query)
  const recap = await loadBookingRecap({ bookingId: flow.booking.id, locale, currency })
  if (!recap) notFound()
  return (
    <BookingFrame step="confirmation">
      {flow.booking.status === 'requested' ? (
        <RequestReceivedView recap={recap} locale={locale} />
      ) : (
        <ConfirmationView recap={recap} locale={locale} calendarHref={`${BOOKING_CALENDAR_PATH}?locale=${locale}`} />
      )}
      <BookingStepTracking flow={flow} rates={rates} step="confirmation" />
    </BookingFrame>
  )
}
