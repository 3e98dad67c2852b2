import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { describeClash, type BlockReason } from '@/domain/fleet/unit-schedule'
import { blockPlanFor, type BlockRefusal } from '@/cms/collections/rental/UnitBlocks/check-block'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { UNIT_BLOCK_ACTOR } from '../audit/unit-block-audit'
import { unitLockKey } from './assign-unit'

export type BlockUnitRefusal = { readonly code: BlockRefusal['code'] | 'BUSY'; readonly message: string }

export type BlockUnitOutcome =
  | { readonly isOk: true; readonly blockId: number; readonly registration: string; readonly message: string }
  | { readonly isOk: false; readonly refusal: BlockUnitRefusal }

type Refused = { readonly refused: BlockRefusal }
type Done = { readonly blockId: number; readonly registration: string }

/**
 * Command "block a unit" (ADR 027), the planning board's: takes unit `vehicleId` out from
 * `startsAt` to `endsAt` (epoch ms) for maintenance, cleaning, turnaround or another reason. Refused
 * when the unit is missing, the times are wrong, or a booking assigned to the unit (with its
 * turnaround) overlaps — the reason names it. Written as a `unit-blocks` document (whose own check
 * passes the same rule) in one write transaction under the unit's lock, the one `assignUnit` takes,
 * so a block and an assignment of the same unit never pass side by side. Availability reads the
 * block from there. The audit entry (`block-unit`, naming `actor`) is written in the same
 * transaction by the collection's audit hook (ADR 032).
 */
export async function blockUnit(params: {
  payload: Payload
  vehicleId: number
  reason: BlockReason
  startsAt: number
  endsAt: number
  note?: string | undefined
  actor: StaffActor
}): Promise<BlockUnitOutcome> {
  const { payload, vehicleId, reason, startsAt, endsAt } = params
  const done = await withWriteTransaction<Done | Refused>(
    { payload, lockKeys: [unitLockKey(vehicleId)] },
    async ({ req }) => {
      const planned = await blockPlanFor({ payload, req, vehicleId, from: startsAt, until: endsAt })
      if ('refused' in planned) return { isOk: true, value: planned }
      const block = await payload.create({
        collection: 'unit-blocks',
        req,
        depth: 0,
        context: { [UNIT_BLOCK_ACTOR]: params.actor },
        data: {
          vehicle: vehicleId,
          reason,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(endsAt).toISOString(),
          note: params.note ? params.note : null,
        },
      })
      return { isOk: true, value: { blockId: block.id, registration: planned.unit.registration } }
    },
  )
  if (!done.isOk) return { isOk: false, refusal: { code: 'BUSY', message: 'The booking system is busy. Try again.' } }
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  const { blockId, registration } = done.value
  return {
    isOk: true,
    blockId,
    registration,
    message: describeClash(registration, { kind: 'block', id: blockId, reason, startsAt, endsAt }),
  }
}
