import type { CollectionAfterChangeHook } from 'payload'

import { watchChange } from '../../../../../domain/sales/car-page/watch-change'

type CarFields = { price?: unknown; saleAmount?: unknown; isPublished?: unknown; sold?: unknown }

/**
 * Cars for sale afterChange: a lower price or a sale queues the price watchers' alerts (job
 * `notifyPriceWatchers`, in the save's transaction). Skipped while seeding.
 */
export const queueWatchAlerts: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.disableRevalidate) return doc
  const change = watchChange(stateOf(previousDoc as CarFields | undefined), stateOf(doc as CarFields) ?? closed)
  if (!change) return doc
  await req.payload.jobs.queue({
    task: 'notifyPriceWatchers',
    queue: 'sales',
    input: { carId: (doc as { id: number }).id, ...change },
    req,
  })
  return doc
}

const closed = { price: 0, saleAmount: null, isSold: false, isPublished: false }

function stateOf(fields: CarFields | undefined) {
  if (!fields || typeof fields.price !== 'number') return null
  return {
    price: fields.price,
    saleAmount: typeof fields.saleAmount === 'number' ? fields.saleAmount : null,
    isSold: fields.sold === true,
    isPublished: fields.isPublished === true,
  }
}
