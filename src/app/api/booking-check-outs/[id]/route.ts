import { readFile } from 'node:fs/promises'

import { z } from 'zod'

import { deskAnswer, deskCaller } from '@/app/api/_lib/desk'
import { MAX_DAMAGE_NOTES } from '@/domain/bookings/check-out'
import { isDamageZone } from '@/domain/bookings/damage-zones'
import { domainError, httpStatusFor } from '@/domain/errors/errors'
import { checkOutReview } from '@/server/bookings/agreement/check-out-review'
import { recordCheckOut, type CheckOutFailure } from '@/server/bookings/commands/check-out'
import { readStreamedForm } from '@/server/forms/streamed-form'

export const dynamic = 'force-dynamic'

const MAX_PHOTO_BYTES = 7 * 1024 * 1024
const FIELDS_BYTES = 64 * 1024

const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true' || value === 'on')
const fieldsSchema = z.object({
  vehicleId: z.coerce.number().int().positive(),
  mileage: z.coerce.number().int().min(0),
  fuelEighths: z.coerce.number().int().min(0).max(8),
  licenceChecked: flag,
  extraDriversPresent: flag,
})

const STATUS_OF: Partial<Record<CheckOutFailure['code'], number>> = {
  BOOKING_NOT_FOUND: 404,
  UNIT_NOT_FOUND: 404,
  BUSY: 503,
  NOT_A_PHOTO: 400,
  LICENCE_NOT_CHECKED: 400,
  BAD_FUEL: 400,
  BAD_MILEAGE: 400,
  BAD_DAMAGE_NOTES: 400,
}

/**
 * `POST /api/booking-check-outs/{id}` (multipart form): staff (agents, managers, admins) check a
 * booking's car out — `vehicleId`, `mileage` (km), `fuelEighths` (0–8), `licenceChecked`,
 * `extraDriversPresent`, and the existing damage as `note1`…`note20`, each with an optional zone
 * of the diagram `zone1`…`zone20` and an optional photo `photo1`…`photo20` (at most 7 MB). Recorded once through the bookings module; a refusal is 4xx
 * with its reason.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins check cars out.' })
  if (caller instanceof Response) return caller
  const read = await readStreamedForm(request, {
    maxBytes: MAX_DAMAGE_NOTES * MAX_PHOTO_BYTES + FIELDS_BYTES,
    maxFiles: MAX_DAMAGE_NOTES,
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
      return deskAnswer(
        400,
        'Send the unit, the mileage in km and the fuel in eighths (0–8), and tick the licence check.',
      )
    }
    const damage = []
    for (let index = 1; index <= MAX_DAMAGE_NOTES; index += 1) {
      const note = fields[`note${String(index)}`]?.trim()
      const upload = uploads.find((candidate) => candidate.field === `photo${String(index)}`)
      if (!note) {
        if (upload) return deskAnswer(400, `Describe the damage of photo ${String(index)}.`)
        continue
      }
      const zone = fields[`zone${String(index)}`]?.trim() || undefined
      if (zone !== undefined && !isDamageZone(zone)) return deskAnswer(400, `Damage ${String(index)} has no such zone.`)
      damage.push({ note, zone, photo: upload ? await readFile(upload.path) : undefined })
    }
    const outcome = await recordCheckOut({
      payload: caller.payload,
      bookingId: caller.bookingId,
      actor: caller.actor,
      record: { ...parsed.data, damage },
      now: new Date(),
    })
    if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code] ?? 409, outcome.refusal.message)
    return Response.json({ status: 'checked-out', photoIds: outcome.photoIds })
  } finally {
    await read.value.dispose()
  }
}

/**
 * `GET /api/booking-check-outs/{id}`: what the renter reviews and signs on the agent's tablet, in
 * their language (the agreement's sections, the damage photos, the pad's texts, whether signed);
 * 404 before the check-out is recorded. Staff only; never cached.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins check cars out.' })
  if (caller instanceof Response) return caller
  const review = await checkOutReview({ payload: caller.payload, bookingId: caller.bookingId, now: new Date() })
  if (!review) return deskAnswer(404, 'The check-out has not been recorded yet.')
  return Response.json({ review }, { headers: { 'cache-control': 'private, no-store' } })
}
