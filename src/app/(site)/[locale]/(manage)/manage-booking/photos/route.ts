import { readFile } from 'node:fs/promises'

import { MAX_RENTER_PHOTOS } from '@/domain/bookings/check-out-signature'
import { domainError } from '@/domain/errors/errors'
import { localeOr } from '@/i18n/locales'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { addRenterPhotos } from '@/server/bookings/commands/renter-photos'
import { readStreamedForm } from '@/server/forms/streamed-form'
import { readManageAccess } from '@/server/manage/manage-cookies'
import { manageHref } from '@/server/manage/manage-paths'
import { toLookUp } from '@/server/manage/voucher-file'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const MAX_PHOTO_BYTES = 7 * 1024 * 1024

/**
 * POST /manage-booking/photos (multipart, `photos`: up to MAX_RENTER_PHOTOS images): the renter
 * adds photos of their own of the car after check-out, through the bookings module. A plain form
 * post (works without script); answered with a redirect back to the Contract step saying how it
 * went (`?photos=added&count=n`, `failed`, `full` or `closed`). Without the manage cookies: the look-up form.
 */
export async function POST(request: Request, context: { params: Promise<{ locale: string }> }): Promise<Response> {
  const locale = localeOr((await context.params).locale)
  const access = await readManageAccess()
  if (!access) return toLookUp(locale)
  const payload = await payloadClient()
  const booking = await findBookingByVoucherAndName({ payload, ...access })
  if (!booking) return toLookUp(locale)
  const back = (query: string) =>
    new Response(null, { status: 303, headers: { location: manageHref({ page: 'confirmation', locale, query }) } })
  const read = await readStreamedForm(request, {
    maxBytes: MAX_RENTER_PHOTOS * MAX_PHOTO_BYTES + 16 * 1024,
    maxFiles: MAX_RENTER_PHOTOS,
    maxFileBytes: MAX_PHOTO_BYTES,
    keepsFilesOf: (field) => field === 'photos',
    tooManyFiles: (max) => domainError('TOO_MANY_PHOTOS', { max }),
    fileTooLarge: (name) => domainError('PHOTO_TOO_LARGE', { name, maxMb: 7 }),
  })
  if (!read.isOk) return back('photos=failed#renter-photos')
  try {
    const photos = await Promise.all(read.value.uploads.map((upload) => readFile(upload.path)))
    const outcome = await addRenterPhotos({ payload, bookingId: booking.id, photos, now: new Date() })
    if (outcome.isOk) return back(`photos=added&count=${String(outcome.photoIds.length)}#renter-photos`)
    const flag =
      outcome.code === 'TOO_MANY'
        ? 'full'
        : outcome.code === 'NOT_CHECKED_OUT' || outcome.code === 'RETURNED'
          ? 'closed'
          : 'failed'
    return back(`photos=${flag}#renter-photos`)
  } finally {
    await read.value.dispose()
  }
}
