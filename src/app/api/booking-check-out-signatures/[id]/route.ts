import { readFile } from 'node:fs/promises'

import { deskAnswer, deskCaller } from '@/app/api/_lib/desk'
import { MAX_SIGNATURE_BYTES } from '@/domain/bookings/check-out-signature'
import { domainError, httpStatusFor } from '@/domain/errors/errors'
import { signCheckOut, type SignFailure } from '@/server/bookings/commands/sign-check-out'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { readStreamedForm } from '@/server/forms/streamed-form'

export const dynamic = 'force-dynamic'

const STATUS_OF: Partial<Record<SignFailure['code'], number>> = {
  BOOKING_NOT_FOUND: 404,
  BUSY: 503,
  NO_SIGNATURE: 400,
}

/**
 * `POST /api/booking-check-out-signatures/{id}` (multipart form, `signature`: the image drawn on
 * the pad): the renter signs the check-out record on the agent's tablet; staff (agents, managers,
 * admins) send it. The signature is kept privately, the rental agreement made and e-mailed (ADR
 * 029). Answers the agreement's address; a refusal is 4xx with its reason.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins take signatures.' })
  if (caller instanceof Response) return caller
  const read = await readStreamedForm(request, {
    maxBytes: MAX_SIGNATURE_BYTES + 16 * 1024,
    maxFiles: 1,
    maxFileBytes: MAX_SIGNATURE_BYTES,
    keepsFilesOf: (field) => field === 'signature',
    tooManyFiles: (max) => domainError('TOO_MANY_PHOTOS', { max }),
    fileTooLarge: (name) => domainError('PHOTO_TOO_LARGE', { name, maxMb: 0.5 }),
  })
  if (!read.isOk) return deskAnswer(httpStatusFor(read.error.code), read.error.message)
  try {
    const upload = read.value.uploads.find((candidate) => candidate.field === 'signature')
    if (!upload) return deskAnswer(400, 'The signature is empty or too large: let the renter sign in the field.')
    const outcome = await signCheckOut({
      payload: caller.payload,
      bookingId: caller.bookingId,
      actor: caller.actor,
      signature: await readFile(upload.path),
      now: new Date(),
    })
    if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code] ?? 409, outcome.refusal.message)
    await performSoon(caller.payload, outcome.effectIds)
    return Response.json({
      status: 'signed',
      agreement: `/api/booking-agreements/${String(caller.bookingId)}`,
    })
  } finally {
    await read.value.dispose()
  }
}
