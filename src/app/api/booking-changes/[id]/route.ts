import { z } from 'zod'

import { deskAnswer, deskCaller } from '@/app/api/_lib/desk'
import { driverProblem } from '@/domain/bookings/desk-drivers'
import { driverSchema, MAX_DRIVERS } from '@/domain/validation/driver'
import { httpStatusFor, isErrorCode } from '@/domain/errors/errors'
import { changeByStaff, quoteDeskChange, type DeskChangeError } from '@/server/bookings/commands/desk-change'
import { performSoon } from '@/server/bookings/effects/perform-effects'

export const dynamic = 'force-dynamic'

const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
  // Office time is Iceland's, which is UTC all year: a time without a zone is taken as UTC.
  .transform((value) => new Date(/(Z|[+-]\d{2}:\d{2})$/i.test(value) ? value : `${value}Z`))
  .refine((date) => !Number.isNaN(date.getTime()))

/** The change staff describe; `acceptedTotal` (minor units) confirms it at the price they were shown. */
const bodySchemaAt = (now: Date) =>
  z.object({
    carCategoryId: z.number().int().positive().optional(),
    pickupAt: instant.optional(),
    returnAt: instant.optional(),
    services: z
      .array(z.object({ code: z.number().int(), quantity: z.number().int().min(0).max(99), isSelected: z.boolean() }))
      .max(50)
      .optional(),
    // Each driver as everywhere else (SPEC §3 Driver, §5): the form sends back what it does not show
    // (id number, gender), so a change of drivers keeps them.
    drivers: z.array(driverSchema(now)).min(1).max(MAX_DRIVERS).optional(),
    reason: z.string().trim().min(3).max(1000).optional(),
    acceptedTotal: z.number().int().min(0).optional(),
  })

/**
 * `POST /api/booking-changes/{id}`: staff (agents, managers and admins) change a confirmed booking —
 * another car (`carCategoryId`), other dates (`pickupAt`, `returnAt`, office time as ISO), other
 * protection and extras (`services`) or drivers. Without `acceptedTotal` it only prices the change:
 * the total before and after, the difference, and what would be refunded or left to pay. With it
 * (and a `reason`), the change is saved at that price through the bookings module: refused when the
 * price is no longer the one shown, or the car is not free for the dates.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({
    request,
    context,
    refusal: 'Only agents, managers and admins may change bookings.',
  })
  if (caller instanceof Response) return caller
  const now = new Date()
  const body = bodySchemaAt(now).safeParse(await request.json().catch(() => undefined))
  if (!body.success) {
    return deskAnswer(
      400,
      driverProblem(body.error.issues) ??
        'Send the car, dates (YYYY-MM-DDTHH:mm), services or drivers to change, and a reason to save.',
    )
  }
  const { acceptedTotal, reason, ...changes } = body.data
  if (acceptedTotal === undefined) {
    const quote = await quoteDeskChange({ payload: caller.payload, bookingId: caller.bookingId, changes, now })
    return quote.isOk ? Response.json({ quote: quote.value }) : refused(quote.error)
  }
  if (!reason) return deskAnswer(400, 'Give a reason for the change (kept in the audit trail).')
  const saved = await changeByStaff({ ...caller, changes, acceptedTotal, reason, now })
  if (!saved.isOk) return refused(saved.error)
  await performSoon(caller.payload, saved.value.effectIds)
  return Response.json({ status: 'changed', quote: saved.value.quote })
}

function refused(error: DeskChangeError): Response {
  const status = isErrorCode(error.code) ? httpStatusFor(error.code) : 409
  return deskAnswer(status >= 500 ? 409 : status, error.message)
}
