import { APIError, type CollectionBeforeChangeHook, type Payload, type PayloadRequest } from 'payload'

import { describeClash, findUnitClash } from '../../../../domain/fleet/unit-schedule'
import { readUnitFacts, unitOccupations, type UnitFacts } from './unit-occupations'

type BlockData = { vehicle?: number | { id: number } | null; startsAt?: string | null; endsAt?: string | null }

/** Why a block cannot be saved; `message` is staff's (English), naming what is in the way. */
export type BlockRefusal = {
  readonly code: 'INVALID' | 'UNIT_NOT_FOUND' | 'UNIT_TAKEN'
  readonly message: string
}

/**
 * Whether unit `vehicleId` may be blocked from `from` to `until` (epoch ms): the block needs a unit
 * and ends after it starts, and it may not overlap a booking assigned to the unit (with that
 * booking's turnaround): the refusal names the booking. Blocks may overlap each other. `exceptBlock`
 * leaves out the block being changed. Read inside the caller's transaction (`req`).
 */
export async function blockPlanFor(params: {
  payload: Payload
  req?: Partial<PayloadRequest>
  vehicleId: number | null | undefined
  from: number
  until: number
  exceptBlock?: number | undefined
}): Promise<{ readonly unit: UnitFacts } | { readonly refused: BlockRefusal }> {
  const { payload, req, vehicleId, from, until } = params
  const refuse = (code: BlockRefusal['code'], message: string) => ({ refused: { code, message } })
  if (vehicleId === undefined || vehicleId === null) return refuse('INVALID', 'Choose the unit to block.')
  if (Number.isNaN(from) || Number.isNaN(until)) return refuse('INVALID', 'Give the time the block starts and ends.')
  if (until <= from) return refuse('INVALID', 'A block ends after it starts.')
  const unit = await readUnitFacts({ payload, vehicleId, ...(req && { req }) })
  if (!unit) return refuse('UNIT_NOT_FOUND', 'There is no such unit.')
  const occupations = await unitOccupations({
    payload,
    ...(req && { req }),
    unit,
    from,
    until,
    ...(params.exceptBlock !== undefined && { exclude: { kind: 'block' as const, id: params.exceptBlock } }),
  })
  const clash = findUnitClash({
    request: { startsAt: from, endsAt: until, turnaroundMinutes: 0 },
    occupations: occupations.filter((occupation) => occupation.kind === 'booking'),
  })
  if (clash) {
    return refuse('UNIT_TAKEN', `${describeClash(unit.registration, clash)} Move the booking to another unit first.`)
  }
  return { unit }
}

/** Every save of a block (the admin's form, the planning board's) passes `blockPlanFor`. */
export const checkBlock: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const merged = { ...(originalDoc as BlockData | undefined), ...(data as BlockData) }
  const planned = await blockPlanFor({
    payload: req.payload,
    req,
    vehicleId: typeof merged.vehicle === 'object' ? merged.vehicle?.id : merged.vehicle,
    from: merged.startsAt ? Date.parse(merged.startsAt) : Number.NaN,
    until: merged.endsAt ? Date.parse(merged.endsAt) : Number.NaN,
    exceptBlock: operation === 'update' && originalDoc ? (originalDoc as { id: number }).id : undefined,
  })
  if ('refused' in planned) throw new APIError(planned.refused.message, 400, undefined, true)
  return data
}
