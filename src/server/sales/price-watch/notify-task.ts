import type { TaskConfig } from 'payload'

import { notifyWatchers } from './notify'

/** The queue of the sales side's background work. */
export const SALES_QUEUE = 'sales'

type Input = { carId: number; kind: 'price-drop' | 'sold'; price?: number; previous?: number }

/**
 * Queued by the cars-for-sale afterChange hook inside the save's transaction, so a change that is
 * rolled back tells nobody and the admin's save does not wait for the mails.
 */
export const notifyPriceWatchersTask: TaskConfig<{ input: Input; output: { told: number } }> = {
  slug: 'notifyPriceWatchers',
  label: 'Tell price watchers of a price drop or a sale',
  inputSchema: [
    { name: 'carId', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'price', type: 'number' },
    { name: 'previous', type: 'number' },
  ],
  outputSchema: [{ name: 'told', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const change =
      input.kind === 'sold'
        ? ({ kind: 'sold' } as const)
        : ({ kind: 'price-drop', price: input.price ?? 0, previous: input.previous ?? 0 } as const)
    return { output: { told: await notifyWatchers({ payload: req.payload, carId: input.carId, change }) } }
  },
}
