import 'server-only'

import type { Payload } from 'payload'

import { agreementSections, type CheckOutReview } from '@/domain/bookings/rental-agreement'

import { agreementTexts, loadAgreementData } from './agreement-data'

/**
 * What the renter reviews on the agent's tablet once the check-out is recorded: the agreement's
 * sections in their language (the same the PDF prints), the damage photos, the pad's texts, and
 * whether they signed; undefined before the check-out is recorded.
 */
export async function checkOutReview(params: {
  payload: Payload
  bookingId: number
  now: Date
}): Promise<CheckOutReview | undefined> {
  const data = await loadAgreementData(params)
  if (!data) return undefined
  const t = await agreementTexts(data.locale)
  return {
    locale: data.locale,
    title: t('title'),
    sections: agreementSections(data.facts, t),
    photos: data.photos,
    photosHeading: t('photos'),
    texts: {
      title: t('review.title'),
      intro: t('review.intro'),
      pad: t('review.pad'),
      typed: t('review.typed'),
      clear: t('review.clear'),
      sign: t('review.sign'),
      empty: t('review.empty'),
      signed: t('review.signed'),
    },
    isSigned: data.facts.signedAt !== undefined,
    agreementHref: data.agreementId === undefined ? undefined : `/api/booking-agreements/${String(data.bookingId)}`,
  }
}
