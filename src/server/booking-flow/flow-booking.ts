import 'server-only'

import { redirect } from 'next/navigation'

import { resolveBookingStep, type BookingProgress } from '@/domain/booking/booking-progress'
import { isPayAtPickup } from '@/domain/booking/booking-type'
import { hasLapsed, isLiveHold } from '@/domain/booking/holds'
import { stepPath, type StepId } from '@/domain/booking/booking-steps'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { findBookingByVoucher, relationId } from '@/server/bookings/booking-load'
import { holdState, toBookingView, type BookingView, type StoredBooking } from '@/server/rental/booking-view'
import { activeServices, findCategory } from '@/server/rental/catalogue'
import type { RentalCategory } from '@/server/rental/mappers/category'
import type { RentalService } from '@/server/rental/mappers/service'

import type { FlowState } from './flow-cookie'
import { readFlowState } from './flow-state'

/** The visitor's booking in progress with what the step pages show of it. */
export type FlowBooking = {
  readonly state: FlowState
  readonly booking: StoredBooking
  readonly view: BookingView
  readonly category: RentalCategory
  readonly services: readonly RentalService[]
}

/** Payment statuses after which a pay-now booking needs no more payment (PREAUTH holds the money). */
const SETTLING_STATUSES: readonly string[] = ['COLLECTED', 'PREAUTH']

/**
 * The booking named by the flow cookie, when it still exists and can go on: held and not lapsed,
 * saved (confirmed) and not past its time to pay, or sent as a request (requested). A lapsed or cancelled one counts as none.
 */
export async function loadFlowBooking(params: { locale: Locale; now: Date }): Promise<FlowBooking | undefined> {
  const state = await readFlowState()
  if (!state) return undefined
  const payload = await payloadClient()
  const booking = await findBookingByVoucher({ payload, id: state.bookingId, voucherNumber: state.voucherNumber })
  if (!booking || !isOngoing(booking, params.now)) return undefined
  const [category, services] = await Promise.all([
    findCategory({ payload, id: relationId(booking.carCategory), locale: params.locale }),
    activeServices({ payload, locale: params.locale }),
  ])
  if (!category) return undefined
  const view = toBookingView({ booking, category, services, isPrivate: true })
  return { state, booking, view, category, services }
}

/** Held and not lapsed, confirmed and not past its time to pay, or a request waiting for staff. */
function isOngoing(booking: StoredBooking, now: Date): boolean {
  if (booking.status === 'requested') return true
  const state = holdState(booking)
  if (booking.status === 'confirmed') return !hasLapsed(state, now.getTime())
  return isLiveHold(state, now.getTime())
}

/** Where a booking stands for the step guard. */
function progressOf(flow: FlowBooking | undefined): BookingProgress {
  if (!flow) return { booking: 'none', isSettled: false, submitted: [] }
  const { booking, state } = flow
  // A request sent: nothing to pay now, so only its confirmation (request received) is open.
  if (booking.status === 'requested') return { booking: 'confirmed', isSettled: true, submitted: state.submitted }
  if (booking.status !== 'confirmed') return { booking: 'held', isSettled: false, submitted: state.submitted }
  const isSettled =
    isPayAtPickup(booking.bookingType) ||
    (booking.payments ?? []).some((payment) => SETTLING_STATUSES.includes(payment.status))
  return { booking: 'confirmed', isSettled, submitted: state.submitted }
}

/** The localised path of a booking step with a query ('' for none). */
export function bookingStepHref(params: { step: StepId; locale: Locale; query?: URLSearchParams | string }): string {
  const path = getPathname({ href: stepPath('booking', params.step), locale: params.locale })
  const query = params.query === undefined ? '' : String(params.query)
  return query ? `${path}?${query}` : path
}

/**
 * The step guard of every booking step page (DESIGN: a step is reachable when all earlier steps are
 * complete). Redirects to the first step the visitor may see, keeping the query; otherwise answers
 * the booking in progress (undefined only on the search step, before a car is chosen).
 */
export async function guardBookingStep(params: {
  step: StepId
  locale: Locale
  query: URLSearchParams
  now?: Date
}): Promise<FlowBooking | undefined> {
  const flow = await loadFlowBooking({ locale: params.locale, now: params.now ?? new Date() })
  const resolved = resolveBookingStep(progressOf(flow), params.step)
  if (!resolved.isAllowed) {
    redirect(bookingStepHref({ step: resolved.redirectTo, locale: params.locale, query: params.query }))
  }
  return flow
}
