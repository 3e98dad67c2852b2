import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { writeManageAccess } from './manage-cookies'
import { manageHref } from './manage-paths'
import { readPaymentLink } from './payment-link'

/**
 * Opens the booking of a payment link: a genuine link that has not expired, of a booking that is
 * still confirmed under the same voucher, stores the manage cookies (voucher and the renter's last
 * name, as a look-up does) and answers manage's payment step; anything else answers undefined.
 */
export async function openPaymentLink(params: {
  payload: Payload
  token: string | null
  locale: Locale
  now: Date
}): Promise<string | undefined> {
  const claims = readPaymentLink(params.token, params.now)
  if (!claims) return undefined
  const booking = await params.payload.findByID({
    collection: 'bookings',
    id: claims.bookingId,
    depth: 0,
    disableErrors: true,
    select: { voucherNumber: true, status: true, client: true },
  })
  const lastName = booking?.client?.lastName?.trim()
  if (!booking || booking.status !== 'confirmed' || booking.voucherNumber !== claims.voucherNumber || !lastName) {
    return undefined
  }
  await writeManageAccess({ voucherNumber: booking.voucherNumber, lastName })
  return manageHref({ page: 'payment', locale: params.locale })
}
