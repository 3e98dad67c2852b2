import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { SIGNATURE_REFUSALS, signatureRefusal, type SignatureRefusal } from '@/domain/bookings/check-out-signature'
import { agreementSections } from '@/domain/bookings/rental-agreement'
import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'
import { RENTAL_AGREEMENTS_SLUG } from '@/cms/collections/rental/RentalAgreements'
import { companyLogoPng } from '@/server/documents/company-logo'
import { agreementPdf, type AgreementPdfPhoto } from '@/server/documents/agreement-pdf'
import { formatOfficeTime } from '@/server/mail/mail-texts'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'
import { reencode } from '@/server/sales/inquiries/photos'

import { agreementTexts, loadAgreementData } from '../agreement/agreement-data'
import { recordStaffAction } from '../audit/record-staff-action'
import { readHandoverPhoto } from '../handover-photos'
import { recordEffects } from '../effects/effect-store'
import { bookingPaymentLockKey } from '../money/refund-entries'

export type SignFailure = {
  readonly code: SignatureRefusal | 'BOOKING_NOT_FOUND' | 'BUSY'
  readonly message: string
}

export type SignOutcome =
  | { readonly isOk: true; readonly agreementId: number; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: SignFailure }

type Refused = { readonly refused: SignFailure }

/**
 * Command "sign the check-out" (issue 32, ADR 029): the renter has reviewed the record on the
 * agent's tablet and signed it. The signature (re-encoded as JPEG without metadata) is kept as a
 * private handover photo of kind signature; the rental agreement is made from the signed record in
 * the renter's language and kept privately; its e-mail to the renter is recorded as a booking
 * effect. The signature and the agreement are written in one transaction under the booking's lock,
 * with the audit entry; the PDF is made before it from the committed record and the signature.
 */
export async function signCheckOut(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  signature: Buffer
  now: Date
}): Promise<SignOutcome> {
  const { payload, bookingId, now } = params
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, disableErrors: true })
  if (!booking) return refused('BOOKING_NOT_FOUND', 'There is no such booking.')
  const early = signatureRefusal({
    isCheckedOut: Boolean(booking.checkOut?.recordedAt),
    isSigned: Boolean(booking.checkOut?.signedAt),
    signatureBytes: params.signature.length,
  })
  if (early) return refused(early, SIGNATURE_REFUSALS[early])
  const clean = await reencode(params.signature)
  if (!clean.isOk) return refused('NO_SIGNATURE', SIGNATURE_REFUSALS.NO_SIGNATURE)
  const pdf = await makeAgreement({ payload, bookingId, signature: clean.value, signedAt: now })
  if (!pdf) return refused('NOT_CHECKED_OUT', SIGNATURE_REFUSALS.NOT_CHECKED_OUT)

  const done = await withWriteTransaction<{ agreementId: number; effectIds: number[] } | Refused>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const current = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, req })
      const refusal = signatureRefusal({
        isCheckedOut: Boolean(current.checkOut?.recordedAt),
        isSigned: Boolean(current.checkOut?.signedAt),
        signatureBytes: params.signature.length,
      })
      if (refusal) return { isOk: true, value: { refused: { code: refusal, message: SIGNATURE_REFUSALS[refusal] } } }
      const signature = await payload.create({
        collection: HANDOVER_PHOTOS_SLUG,
        req,
        depth: 0,
        data: { booking: bookingId, stage: 'check-out', kind: 'signature', note: null },
        file: {
          data: clean.value,
          mimetype: 'image/jpeg',
          name: `${current.number}-signature.jpg`,
          size: clean.value.length,
        },
      })
      const agreement = await payload.create({
        collection: RENTAL_AGREEMENTS_SLUG,
        req,
        depth: 0,
        data: { booking: bookingId, locale: pdf.locale, signedAt: now.toISOString() },
        file: {
          data: Buffer.from(pdf.bytes),
          mimetype: 'application/pdf',
          name: `agreement-${current.number}.pdf`,
          size: pdf.bytes.length,
        },
      })
      await payload.update({
        collection: 'bookings',
        id: bookingId,
        req,
        depth: 0,
        data: { checkOut: { signedAt: now.toISOString(), signature: signature.id, agreement: agreement.id } },
      })
      await recordStaffAction({
        payload,
        req,
        actor: params.actor,
        action: 'sign-check-out',
        booking: current,
        changes: {
          signedAt: { before: null, after: now.toISOString() },
          agreement: { before: null, after: agreement.filename ?? agreement.id },
        },
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [
          {
            key: `rental-agreement:${String(bookingId)}`,
            bookingId,
            input: { kind: 'mail', mail: 'rental-agreement' },
          },
        ],
      })
      return { isOk: true, value: { agreementId: agreement.id, effectIds } }
    },
  )
  if (!done.isOk) return refused('BUSY', 'The booking system is busy. Try again.')
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  return { isOk: true, ...done.value }
}

function refused(code: SignFailure['code'], message: string): SignOutcome {
  return { isOk: false, refusal: { code, message } }
}

/**
 * The agreement PDF of a checked-out booking as it stands with `signature` at `signedAt`, in the
 * renter's language, with the damage photos' thumbnails. Undefined when it is not checked out.
 */
export async function makeAgreement(params: {
  payload: Payload
  bookingId: number
  signature: Buffer
  signedAt: Date
  compress?: boolean | undefined
}): Promise<{ readonly bytes: Uint8Array; readonly locale: string } | undefined> {
  const { payload } = params
  const data = await loadAgreementData({ payload, bookingId: params.bookingId, now: params.signedAt })
  if (!data) return undefined
  const t = await agreementTexts(data.locale)
  const facts = { ...data.facts, signedAt: formatOfficeTime(params.signedAt, data.locale) }
  const photos: AgreementPdfPhoto[] = []
  for (const photo of data.photos) {
    const file = await readHandoverPhoto({ payload, photoId: photo.id, size: 'thumbnail', viewer: { kind: 'staff' } })
    if (file) photos.push({ jpeg: file.data, caption: photo.caption })
  }
  const bytes = await agreementPdf({
    title: `${facts.companyName} – ${t('title')}`,
    sections: agreementSections(facts, t),
    photosHeading: t('photos'),
    photos,
    signature: params.signature,
    logo: await companyLogoPng(payload),
    compress: params.compress,
  })
  return { bytes, locale: data.locale }
}
