import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import type { ServiceChoice } from '@/domain/booking/manage-changes'
import type { Locale } from '@/i18n/locales'
import { notifyBooking } from '@/server/mail/notify-booking'
import { refundOverpayment } from '@/server/payments/overpayment-refund'
import type { DriverInput } from '@/server/rental/booking-types'
import type { BookingView } from '@/server/rental/booking-view'
import { saveExistingBooking } from '@/server/rental/exbooking-save'

import type { ManageAccess } from './manage-cookies'

/** A saved change: the booking as it now stands and what was given back for it (ISK minor units). */
export type ManageSaved = { readonly view: BookingView; readonly refundedIsk: number }

/**
 * Saves the changed services and drivers of a managed booking (exbooking-save: priced again, what
 * was paid kept), gives back through the payment port what was paid beyond a lowered total
 * (recorded on the booking), and sends the renter the change e-mail with the updated voucher.
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
  const saved = await saveExistingBooking({
    payload,
    ...access,
    changes: { services: params.services, drivers: params.drivers },
    locale: params.locale,
    now,
  })
  if (!saved.isOk) return saved
  const bookingId = saved.value.BookingId
  if (bookingId === null) return { isOk: true, value: { view: saved.value, refundedIsk: 0 } }
  const refunded = await refundOverpayment({ payload, bookingId, now })
  if (params.isNotified !== false) await notifyBooking({ payload, kind: 'booking-change', bookingId, now })
  if (!refunded.isOk) return refunded
  return { isOk: true, value: { view: saved.value, refundedIsk: refunded.value } }
}
