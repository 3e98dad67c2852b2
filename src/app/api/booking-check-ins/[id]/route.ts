import { readFile } from 'node:fs/promises'

import { z } from 'zod'

import { deskAnswer, deskCaller } from '@/app/api/_lib/desk'
import { MAX_NEW_DAMAGE } from '@/domain/bookings/check-in'
import { domainError, httpStatusFor } from '@/domain/errors/errors'
import { recordCheckIn, type CheckInFailure } from '@/server/bookings/commands/check-in'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { readStreamedForm } from '@/server/forms/streamed-form'

export const dynamic = 'force-dynamic'

const MAX_PHOTO_BYTES = 7 * 1024 * 1024
const FIELDS_BYTES = 64 * 1024

const fieldsSchema = z.object({
  returnedAt: z.iso.datetime({ offset: true }).optional(),
  mileage: z.coerce.number().int().min(0),
  fuelEighths: z.coerce.number().int().min(0).max(8),
  sendNotice: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === 'on'),
})

const STATUS_OF: Partial<Record<CheckInFailure['code'], number>> = {
  BOOKING_NOT_FOUND: 404,
  BUSY: 503,
  NOT_A_PHOTO: 400,
  BAD_FUEL: 400,
  BAD_MILEAGE: 400,
  BAD_DAMAGE_NOTES: 400,
  DAMAGE_WITHOUT_PHOTO: 400,
  UNKNOWN_PRICE_ITEM: 400,
  RETURN_IN_FUTURE: 400,
  RETURN_TOO_OLD: 400,
  RETURN_BEFORE_CHECK_OUT: 400,
  MILEAGE_BELOW_CHECK_OUT: 400,
}

/**
 * `POST /api/booking-check-ins/{id}` (multipart form): staff (agents, managers, admins) check a
 * booking's car in — `returnedAt` (ISO, default now), `mileage` (km), `fuelEighths` (0–8),
 * `sendNotice` (send the damage claim's notice at once), and the new damage as `note1`…`note20`,
 * each with its photo `photo1`…`photo20` (at most 7 MB) and optionally `price1`…`price20` (the id
 * of its damage price list item). Recorded once through the bookings module; a refusal is 4xx with
 * its reason.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins check cars in.' })
  if (caller instanceof Response) return caller
  const read = await readStreamedForm(request, {
    maxBytes: MAX_NEW_DAMAGE * MAX_PHOTO_BYTES + FIELDS_BYTES,
    maxFiles: MAX_NEW_DAMAGE,
    maxFileBytes: MAX_PHOTO_BYTES,
    keepsFilesOf: (field) => /^photo\d{1,2}$/.test(field),
    tooManyFiles: (max) => domainError('TOO_MANY_PHOTOS', { max }),
    fileTooLarge: (name) => domainError('PHOTO_TOO_LARGE', { name, maxMb: MAX_PHOTO_BYTES / (1024 * 1024) }),
  })
  if (!read.isOk) return deskAnswer(httpStatusFor(read.error.code), read.error.message)
  try {
    const { fields, uploads } = read.value
    const parsed = fieldsSchema.safeParse(fields)
    if (!parsed.success) {
      return deskAnswer(400, 'Send the mileage in km and the fuel in eighths (0–8); the return time as an ISO date.')
    }
    const damage = []
    for (let index = 1; index <= MAX_NEW_DAMAGE; index += 1) {
      const note = fields[`note${String(index)}`]?.trim()
      const upload = uploads.find((candidate) => candidate.field === `photo${String(index)}`)
      const price = fields[`price${String(index)}`]?.trim()
      if (!note) {
        if (upload) return deskAnswer(400, `Describe the damage of photo ${String(index)}.`)
        continue
      }
      const priceItemId = price ? Number(price) : undefined
      if (priceItemId !== undefined && !Number.isSafeInteger(priceItemId)) {
        return deskAnswer(400, `Choose the price of damage ${String(index)} from the damage price list.`)
      }
      damage.push({ note, photo: upload ? await readFile(upload.path) : undefined, priceItemId })
    }
    const now = new Date()
    const outcome = await recordCheckIn({
      payload: caller.payload,
      bookingId: caller.bookingId,
      actor: caller.actor,
      record: {
        returnedAt: parsed.data.returnedAt ? new Date(parsed.data.returnedAt) : now,
        mileage: parsed.data.mileage,
        fuelEighths: parsed.data.fuelEighths,
        damage,
        sendNotice: parsed.data.sendNotice,
      },
      now,
    })
    if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code] ?? 409, outcome.refusal.message)
    await performSoon(caller.payload, outcome.effectIds)
    return Response.json({
      status: 'checked-in',
      photoIds: outcome.photoIds,
      charges: outcome.charges,
      claim: outcome.claim ?? null,
    })
  } finally {
    await read.value.dispose()
  }
}
