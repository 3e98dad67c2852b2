import 'server-only'

import type { Payload } from 'payload'

import type { GatewayTransaction } from '@/payload-types'

const COLLECTION = 'gateway-transactions'

export type LedgerEntry = GatewayTransaction

/** The built-in gateway's own records (its "bank side"), kept in the gateway-transactions collection. */
export function gatewayLedger(payload: Payload) {
  const findOne = async (field: 'transactionId' | 'idempotencyKey' | 'reference', value: string) => {
    const { docs } = await payload.find({
      collection: COLLECTION,
      where: { [field]: { equals: value } },
      limit: 1,
      pagination: false,
      depth: 0,
    })
    return docs[0]
  }
  return {
    byTransactionId: (transactionId: string) => findOne('transactionId', transactionId),
    byIdempotencyKey: (key: string) => findOne('idempotencyKey', key),
    byReference: (reference: string) => findOne('reference', reference),
    insert: (data: Omit<LedgerEntry, 'id' | 'createdAt' | 'updatedAt'>) =>
      payload.create({ collection: COLLECTION, data, depth: 0 }),
    update: (id: number, data: Partial<Omit<LedgerEntry, 'id' | 'createdAt' | 'updatedAt'>>) =>
      payload.update({ collection: COLLECTION, id, data, depth: 0 }),
  }
}
