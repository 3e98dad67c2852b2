import 'server-only'

import { earlierReturn, type EarlierReturn } from '@/domain/pricing/earlier-return'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { relationId } from '@/server/bookings/booking-load'
import type { StoredBooking } from '@/server/rental/booking-view'
import { findOffice } from '@/server/rental/catalogue'
import type { RentalOffice } from '@/server/rental/mappers/office'

import type { FlowBooking } from './flow-booking'
import { payOptionTotals, type PayOptionTotals } from './pay-options'

/**
 * What the booking summary shows beyond the booking itself: the places, both ways to pay, and
 * whether an earlier return would pay one rental day less.
 */
export type StepSummary = {
  readonly pickupPlace: string | undefined
  readonly returnPlace: string | undefined
  /** Undefined when the engine cannot price the other way to pay (the total is shown alone). */
  readonly payOptions: PayOptionTotals | undefined
  /** The return that saves a rental day, while the dates can still change (the booking steps). */
  readonly earlierReturn?: EarlierReturn | undefined
}

/** The booking summary's data for a step (SPEC §2): office names in `locale`, pay-now and pay-at-pickup totals. */
export async function loadStepSummary(params: {
  flow: Pick<FlowBooking, 'booking'>
  locale: Locale
  now: Date
}): Promise<StepSummary> {
  const { flow, locale, now } = params
  const [officeOut, officeIn, payOptions] = await Promise.all([
    officeOf(flow.booking.officeOut, locale),
    officeOf(flow.booking.officeIn, locale),
    payOptionTotals({ booking: flow.booking, locale, now }),
  ])
  return {
    pickupPlace: officeOut?.name,
    returnPlace: officeIn?.name,
    payOptions,
    earlierReturn:
      officeIn &&
      earlierReturn({
        pickupAt: new Date(flow.booking.dateOut),
        returnAt: new Date(flow.booking.dateIn),
        returnOffice: officeIn.hours,
      }),
  }
}

async function officeOf(office: StoredBooking['officeOut'], locale: Locale): Promise<RentalOffice | undefined> {
  const found = await findOffice({ payload: await payloadClient(), ref: relationId(office), locale })
  return found.isOk ? found.value : undefined
}
