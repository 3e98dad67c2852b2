import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { SEED_CONTEXT, type SeedRun } from '../types'

/**
 * Runs a seed step in a transaction: the caller's (when it passes its request) or a new one, so a
 * step that fails leaves nothing half-written and the next start tries it again.
 */
export async function inTransaction<T>(
  payload: Payload,
  req: PayloadRequest | undefined,
  step: (run: SeedRun) => Promise<T>,
): Promise<T> {
  if (req) return step({ payload, req })
  const ownReq = await createLocalReq({ context: SEED_CONTEXT }, payload)
  await initTransaction(ownReq)
  try {
    const result = await step({ payload, req: ownReq })
    await commitTransaction(ownReq)
    return result
  } catch (error) {
    await killTransaction(ownReq)
    throw error
  }
}

/** The id at a position of a list built in the same order, or an error naming what is missing. */
export function idAt(ids: readonly number[], at: number, what: string): number {
  const id = ids[at]
  if (id === undefined) throw new Error(`Seed: no id for ${what}`)
  return id
}

/** Options of every seed write: no cache revalidation, and no relations read back. */
export const SEED_WRITE = { context: SEED_CONTEXT, depth: 0 } as const
