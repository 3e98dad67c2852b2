import 'server-only'

import type { Payload } from 'payload'

import { domainError, type DomainError } from '@/domain/errors/errors'
import type { SaleSubmission } from '@/domain/sales/forms/schemas'
import type { Locale } from '@/i18n/locales'
import type { Inquiry } from '@/payload-types'
import type { Upload } from '@/server/forms/streamed-form'
import type { MailTransport } from '@/server/mail/mail-types'

import { errorSummary } from '@/domain/security/error-summary'
import { cleanPhotos } from './photos'
import { notifyStaff } from './staff-mail'

export type SubmitResult = { isOk: true; value: { id: number } } | { isOk: false; error: DomainError }

/**
 * Records an offer, sale inquiry or trade-in for a published car: trade-in photos are checked and
 * cleaned first (nothing is stored when one fails), then kept in the staff-only photo collection;
 * staff get an e-mail linking to the inquiry in the admin. A failed e-mail is logged, not the
 * visitor's problem: the inquiry is saved.
 */
export async function submitSaleForm(params: {
  payload: Payload
  submission: SaleSubmission
  photos: readonly Upload[]
  locale: Locale
  transport?: MailTransport
}): Promise<SubmitResult> {
  const { payload, submission, locale } = params
  const carId = submission.form.car_id
  const { docs } = await payload.find({
    collection: 'vehicles-for-sale',
    where: { id: { equals: carId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const car = docs[0]
  if (!car) return { isOk: false, error: domainError('CAR_NOT_FOUND') }

  const photos = submission.kind === 'trade-in' ? await cleanPhotos(params.photos) : { isOk: true as const, value: [] }
  if (!photos.isOk) return photos
  const photoIds: number[] = []
  try {
    for (const photo of photos.value) {
      const stored = await payload.create({
        collection: 'inquiry-photos',
        data: {},
        file: { data: photo.data, mimetype: 'image/jpeg', name: photo.name, size: photo.data.byteLength },
        depth: 0,
      })
      photoIds.push(stored.id)
    }
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: { ...inquiryData(submission), car: car.id, locale, status: 'new', photos: photoIds },
      depth: 0,
    })
    await notifyStaff({
      payload,
      inquiry,
      carName: `${car.brand} ${car.model} (${car.sku})`,
      transport: params.transport,
    }).catch((error: unknown) =>
      console.error(`[sales inquiry ${inquiry.id}] staff e-mail failed: ${errorSummary(error)}`),
    )
    return { isOk: true, value: { id: inquiry.id } }
  } catch (error) {
    if (photoIds.length > 0) {
      await payload.delete({ collection: 'inquiry-photos', where: { id: { in: photoIds } } }).catch(() => undefined)
    }
    throw error
  }
}

type InquiryData = Pick<Inquiry, 'kind' | 'name' | 'email' | 'phone' | 'comment' | 'details'>

function inquiryData(submission: SaleSubmission): InquiryData {
  const { form } = submission
  const contact = { name: form.name, email: form.email, phone: form.phone, comment: form.comment ?? null }
  switch (submission.kind) {
    case 'offer':
      return { kind: 'offer', ...contact, details: { offeredPrice: submission.form.offeredPrice } }
    case 'inquiry': {
      const { price, inquiry, sellerName, registrationNumber, mileage, tradeInValue, payment } = submission.form
      return {
        kind: 'inquiry',
        ...contact,
        details: { price, inquiry, sellerName, registrationNumber, mileage, tradeInValue, payment },
      }
    }
    case 'trade-in': {
      const { ownCar, registrationNumber, year, mileage, askingPrice } = submission.form
      return { kind: 'trade-in', ...contact, details: { ownCar, registrationNumber, year, mileage, askingPrice } }
    }
  }
}
