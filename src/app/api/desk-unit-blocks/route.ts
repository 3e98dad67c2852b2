import { z } from 'zod'

import { deskAnswer } from '@/app/api/_lib/desk'
import { deskStaffOf } from '@/app/api/_lib/staff-caller'
import { BLOCK_REASONS } from '@/domain/fleet/unit-schedule'
import { blockUnit, type BlockUnitRefusal } from '@/server/bookings/commands/block-unit'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const time = z.iso.datetime({ offset: true })

const bodySchema = z.object({
  vehicleId: z.number().int().positive(),
  reason: z.enum(BLOCK_REASONS),
  startsAt: time,
  endsAt: time,
  note: z.string().trim().max(1000).optional(),
})

const STATUS_OF: Readonly<Record<BlockUnitRefusal['code'], number>> = {
  INVALID: 400,
  UNIT_NOT_FOUND: 404,
  UNIT_TAKEN: 409,
  BUSY: 503,
}

/**
 * `POST /api/desk-unit-blocks`: staff (agents, managers and admins) block a unit from the planning
 * board: `{ vehicleId, reason, startsAt, endsAt, note? }` (ISO times). A booking assigned to the
 * unit over those times is 409 with the reason naming it. Answers `{ id, registration, message }`.
 */
export async function POST(request: Request): Promise<Response> {
  const caller = await deskStaffOf(request)
  if (!caller) return deskAnswer(403, 'Only agents, managers and admins may block units.')
  const body = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!body.success) {
    return deskAnswer(
      400,
      `Send the unit as vehicleId, a reason (${BLOCK_REASONS.join(', ')}), and startsAt and endsAt as ISO times.`,
    )
  }
  const outcome = await blockUnit({
    payload: await payloadClient(),
    vehicleId: body.data.vehicleId,
    reason: body.data.reason,
    startsAt: Date.parse(body.data.startsAt),
    endsAt: Date.parse(body.data.endsAt),
    note: body.data.note,
    actor: caller.actor,
  })
  if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code], outcome.refusal.message)
  return Response.json(
    { id: outcome.blockId, registration: outcome.registration, message: outcome.message },
    { status: 201 },
  )
}
