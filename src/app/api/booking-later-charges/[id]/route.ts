import { readFile } from 'node:fs/promises'

import { z } from 'zod'

import { deskAnswer, deskCaller, requestKeyOf } from '@/app/api/_lib/desk'
import { APPROVER_ROLES } from '@/cms/access/roles'
import { LATER_CHARGE_KINDS, MAX_REASON_CHARS, MAX_REFERENCE_CHARS } from '@/domain/bookings/later-charges'
import { domainError, httpStatusFor } from '@/domain/errors/errors'
import { addLaterCharge, withdrawLaterCharge, type LaterChargeFailure } from '@/server/bookings/commands/later-charge'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { readStreamedForm } from '@/server/forms/streamed-form'

export const dynamic = 'force-dynamic'

const MAX_BILL_BYTES = 7 * 1024 * 1024
const FIELDS_BYTES = 16 * 1024

const fieldsSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    kind: z.enum(LATER_CHARGE_KINDS),
    reference: z.string().trim().min(1).max(MAX_REFERENCE_CHARS),
    amountIsk: z.coerce.number().int().min(1).max(10_000_000),
    offenceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  z.object({
    action: z.literal('withdraw'),
    chargeId: z.string().regex(/^[\w-]{1,64}$/),
    reason: z.string().trim().min(1).max(MAX_REASON_CHARS),
  }),
])

const STATUS_OF: Partial<Record<LaterChargeFailure['code'], number>> = {
  BOOKING_NOT_FOUND: 404,
  NO_SUCH_CHARGE: 404,
  BUSY: 503,
  NOT_A_PHOTO: 400,
  BAD_AMOUNT: 400,
  BAD_REFERENCE: 400,
  BAD_OFFENCE_DATE: 400,
  OFFENCE_OUTSIDE_RENTAL: 400,
  BAD_REASON: 400,
  KEY_REUSED: 422,
}

/**
 * `POST /api/booking-later-charges/{id}` (multipart form, with an Idempotency-Key header): staff
 * act on a checked-in booking's later tolls and fines (ADR 032). `action=add` (agents, managers,
 * admins): `kind` (toll or fine), the bill's `reference`, `amountIsk` (whole krónur), `offenceDate`
 * (YYYY-MM-DD, inside the rental) and optionally `bill`, a photo of it (at most 7 MB); the handling
 * fee of the rental rules is added and the renter gets the notice. `action=withdraw` (a manager or
 * admin): `chargeId` and the `reason`; refused (409, naming the amount to refund first) while the
 * booking would be paid beyond what it owes without it, as when it is paid in whole or in part.
 * Each through the bookings module, once per key, audited; a refusal is 4xx with its reason.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({
    request,
    context,
    refusal: 'Only agents, managers and admins add tolls and fines.',
  })
  if (caller instanceof Response) return caller
  const requestKey = requestKeyOf(request)
  if (requestKey instanceof Response) return requestKey
  const read = await readStreamedForm(request, {
    maxBytes: MAX_BILL_BYTES + FIELDS_BYTES,
    maxFiles: 1,
    maxFileBytes: MAX_BILL_BYTES,
    keepsFilesOf: (field) => field === 'bill',
    tooManyFiles: (max) => domainError('TOO_MANY_PHOTOS', { max }),
    fileTooLarge: (name) => domainError('PHOTO_TOO_LARGE', { name, maxMb: MAX_BILL_BYTES / (1024 * 1024) }),
  })
  if (!read.isOk) return deskAnswer(httpStatusFor(read.error.code), read.error.message)
  try {
    const { fields, uploads } = read.value
    const parsed = fieldsSchema.safeParse(fields)
    if (!parsed.success) {
      return deskAnswer(
        400,
        fields.action === 'withdraw'
          ? 'Name the toll or fine (chargeId) and give the reason for withdrawing it.'
          : 'Send the kind (toll or fine), the reference of the bill, the amount in whole krónur and the date of the offence (YYYY-MM-DD).',
      )
    }
    const body = parsed.data
    const { payload, bookingId, actor } = caller
    const now = new Date()
    let outcome
    if (body.action === 'withdraw') {
      const isApprover = caller.roles.some((role) => (APPROVER_ROLES as readonly string[]).includes(role))
      if (!isApprover) return deskAnswer(403, 'Only a manager or an admin withdraws a toll or fine.')
      outcome = await withdrawLaterCharge({
        payload,
        bookingId,
        actor,
        chargeId: body.chargeId,
        reason: body.reason,
        requestKey,
        now,
      })
    } else {
      const upload = uploads.find((candidate) => candidate.field === 'bill')
      outcome = await addLaterCharge({
        payload,
        bookingId,
        actor,
        requestKey,
        now,
        charge: {
          kind: body.kind,
          reference: body.reference,
          amount: body.amountIsk * 100,
          offenceDate: body.offenceDate,
          evidence: upload ? await readFile(upload.path) : undefined,
        },
      })
    }
    if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code] ?? 409, outcome.refusal.message)
    await performSoon(payload, outcome.effectIds)
    return Response.json({ status: 'done', chargeId: outcome.chargeId })
  } finally {
    await read.value.dispose()
  }
}
