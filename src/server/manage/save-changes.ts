import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import type { ServiceChoice } from '@/domain/booking/manage-changes'
import type { Locale } from '@/i18n/locales'
import { changeBooking } from '@/server/bookings/commands/change'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import type { DriverInput } from '@/server/rental/booking-types'
import type { BookingView } from '@/server/rental/booking-view'

import type { ManageAccess } from './manage-cookies'

/** A saved change: the booking as it now stands and what was given back for it (ISK minor units). */
export type ManageSaved = { readonly view: BookingView; readonly refundedIsk: number }

/**
 * Saves the changed services and drivers of a managed booking (the bookings module's change:
 * priced again, what was paid kept, what was paid beyond a lowered total given back through the
 * payment port and recorded on the booking), and performs its effects: the give-backs and the
 * renter's change e-mail with the updated voucher.
 */
export async function saveManagedChanges(params: {
  payload: Payload
  access: ManageAccess
  services: readonly ServiceChoice[]
  drivers: readonly DriverInput[]
  /** Send the change e-mail (false when the visitor saved without changing anything). */
  isNotified?: boolean
  locale: Locale
  now: Date
}): Promise<Result<ManageSaved>> {
  const { payload, access, now } = params
  const saved = await changeBooking({
    payload,
    ...access,
    changes: { services: params.services, drivers: params.drivers },
    isNotified: params.isNotified,
    locale: params.locale,
    now,
  })
  if (!saved.isOk) return saved
  await performSoon(payload, saved.value.effectIds)
  return { isOk: true, value: { view: saved.value.view, refundedIsk: saved.value.refundedIsk } }
}
