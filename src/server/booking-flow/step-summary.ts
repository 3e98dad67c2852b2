import 'server-only'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { relationId } from '@/server/bookings/booking-load'
import type { StoredBooking } from '@/server/rental/booking-view'
import { findOffice } from '@/server/rental/catalogue'

import type { FlowBooking } from './flow-booking'
import { payOptionTotals, type PayOptionTotals } from './pay-options'

/** What the booking summary shows beyond the booking itself: the places and both ways to pay. */
export type StepSummary = {
  readonly pickupPlace: string | undefined
  readonly returnPlace: string | undefined
  /** Undefined when the engine cannot price the other way to pay (the total is shown alone). */
  readonly payOptions: PayOptionTotals | undefined
}

/** The booking summary's data for a step (SPEC §2): office names in `locale`, pay-now and pay-at-pickup totals. */
export async function loadStepSummary(params: {
  flow: Pick<FlowBooking, 'booking'>
  locale: Locale
  now: Date
}): Promise<StepSummary> {
  const { flow, locale, now } = params
  const [pickupPlace, returnPlace, payOptions] = await Promise.all([
    officeName(flow.booking.officeOut, locale),
    officeName(flow.booking.officeIn, locale),
    payOptionTotals({ booking: flow.booking, locale, now }),
  ])
  return { pickupPlace, returnPlace, payOptions }
}

async function officeName(office: StoredBooking['officeOut'], locale: Locale): Promise<string | undefined> {
  const found = await findOffice({ payload: await payloadClient(), ref: relationId(office), locale })
  return found.isOk ? found.value.name : undefined
}
