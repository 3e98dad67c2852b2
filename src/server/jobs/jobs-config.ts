import type { JobsConfig, TaskConfig } from 'payload'

import { releaseLapsedBookings } from '../rental/release-lapsed'
import { notifyPriceWatchersTask, SALES_QUEUE } from '../sales/price-watch/notify-task'

/** The queue of the rental engine's scheduled work. */
export const RENTAL_QUEUE = 'rental'

/**
 * Every minute: lapsed holds and unpaid pay-now bookings are released (DESIGN "Money invariants"),
 * and requests staff never answered are declined once their pickup time has passed.
 */
const EVERY_MINUTE = '0 * * * * *'

const releaseLapsedBookingsTask: TaskConfig<{ input: object; output: { released: number } }> = {
  slug: 'releaseLapsedBookings',
  label: 'Release lapsed holds, unpaid pay-now bookings and unanswered requests',
  schedule: [{ cron: EVERY_MINUTE, queue: RENTAL_QUEUE }],
  outputSchema: [{ name: 'released', type: 'number', required: true }],
  handler: async ({ req }) => {
    const now = new Date()
    // Loaded when the sweep runs: the booking e-mails are server-only, and the Payload CLI loads this config too.
    const { lapseUnansweredRequests } = await import('../rental/lapse-requests')
    const released = await releaseLapsedBookings({ payload: req.payload, now })
    const lapsed = await lapseUnansweredRequests({ payload: req.payload, now })
    return { output: { released: released + lapsed } }
  },
}

/**
 * Payload's jobs queue: the sweep is scheduled and run by the `autoRun` cron of every app server
 * (Payload queues one job at a time per schedule, and the sweep is idempotent). Crons start with
 * the first request that boots Payload (not during `next build`, not in tests).
 */
export const jobsConfig: JobsConfig = {
  tasks: [releaseLapsedBookingsTask, notifyPriceWatchersTask],
  autoRun: [
    // Payload's scheduled publishing (Pages) queues its jobs on the default queue.
    { cron: EVERY_MINUTE, queue: 'default', limit: 10, silent: { info: true } },
    { cron: EVERY_MINUTE, queue: RENTAL_QUEUE, limit: 10, silent: { info: true } },
    { cron: EVERY_MINUTE, queue: SALES_QUEUE, limit: 10, silent: { info: true } },
  ],
  deleteJobOnComplete: true,
}
