import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import type { AuditActor, StaffAction } from '@/domain/bookings/audit'
import type { UnitBlock } from '@/payload-types'

import { recordStaffAction, type AuditChange } from './record-staff-action'

/** The context key `blockUnit` names its staff member under (its transaction's request has no user). */
export const UNIT_BLOCK_ACTOR = 'unitBlockActor'

/**
 * Who changed a block: the command's staff member (the planning board), else the admin user (the
 * block's own page in the admin), else the system (the seed, a script), by e-mail.
 */
function actorOf(req: PayloadRequest): AuditActor {
  const given = req.context[UNIT_BLOCK_ACTOR]
  if (typeof given === 'object' && given !== null && 'userId' in given && 'email' in given) {
    const { userId, email } = given as { userId: unknown; email: unknown }
    if (typeof userId === 'number' && typeof email === 'string') return { userId, email }
  }
  const user = req.user
  if (user && typeof user.id === 'number' && user.email) return { userId: user.id, email: user.email }
  return { userId: null, email: 'system' }
}

const idOf = (value: UnitBlock['vehicle']) => (typeof value === 'object' ? value.id : value)

function fieldsOf(block: Partial<UnitBlock> | undefined) {
  return {
    vehicle: block?.vehicle === undefined ? null : idOf(block.vehicle),
    reason: block?.reason ?? null,
    startsAt: block?.startsAt ?? null,
    endsAt: block?.endsAt ?? null,
    note: block?.note ?? null,
  }
}

/** What changed between two versions of a block, each field before and after (all of them when one is missing). */
function changesOf(before: Partial<UnitBlock> | undefined, after: Partial<UnitBlock> | undefined) {
  const was = fieldsOf(before)
  const is = fieldsOf(after)
  const changes: Record<string, AuditChange> = {}
  for (const key of Object.keys(is) as (keyof typeof is)[]) {
    if (was[key] !== is[key]) changes[key] = { before: before ? was[key] : null, after: after ? is[key] : null }
  }
  return changes
}

/**
 * Writes the entry under the block's unit; a block moved to another unit is recorded under both
 * (the old unit's trail says the block left it, the new one's that it came), the same changes.
 */
async function record(params: {
  req: PayloadRequest
  action: StaffAction
  block: UnitBlock
  changes: Record<string, AuditChange>
  /** The unit the block was on before a move, when it moved. */
  movedFrom?: number | undefined
}): Promise<void> {
  const { req, block } = params
  const unitId = idOf(block.vehicle)
  const unitIds = params.movedFrom !== undefined && params.movedFrom !== unitId ? [params.movedFrom, unitId] : [unitId]
  for (const id of unitIds) {
    const unit = await req.payload.findByID({ collection: 'vehicles', id, depth: 0, req, disableErrors: true })
    await recordStaffAction({
      payload: req.payload,
      req,
      actor: actorOf(req),
      action: params.action,
      unit: { id, registration: unit?.registration ?? String(id) },
      reason: [block.reason, block.note].filter(Boolean).join(': '),
      changes: { block: { before: null, after: block.id }, ...params.changes },
    })
  }
}

const afterChange: CollectionAfterChangeHook<UnitBlock> = async ({ doc, previousDoc, operation, req }) => {
  const changes = operation === 'create' ? changesOf(undefined, doc) : changesOf(previousDoc, doc)
  if (operation === 'update' && Object.keys(changes).length === 0) return doc
  const movedFrom = operation === 'update' && 'vehicle' in changes ? idOf(previousDoc.vehicle) : undefined
  await record({
    req,
    action: operation === 'create' ? 'block-unit' : 'change-unit-block',
    block: doc,
    changes,
    movedFrom,
  })
  return doc
}

const afterDelete: CollectionAfterDeleteHook<UnitBlock> = async ({ doc, req }) => {
  await record({ req, action: 'remove-unit-block', block: doc, changes: changesOf(doc, undefined) })
}

/**
 * The unit blocks collection with its audit trail (ADR 032): every block made, changed or removed —
 * on the planning board through `blockUnit`, or on the block's page in the admin — writes an audit
 * entry about its unit (who, when, the reason and note, each field before and after) in the same
 * transaction. Attached here, in the bookings module, because the audit trail has one writer.
 */
export function withUnitBlockAudit(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}
