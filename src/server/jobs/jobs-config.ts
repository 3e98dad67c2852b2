import type { JobsConfig, TaskConfig } from 'payload'

type CronConfig = Extract<NonNullable<JobsConfig['autoRun']>, readonly unknown[]>[number]

import { env } from '../../env'
import { notifyPriceWatchersTask, SALES_QUEUE } from '../sales/price-watch/notify-task'
import { freeStuckRuns } from './stuck-jobs'

/** The queue of the rental engine's scheduled work. */
export const RENTAL_QUEUE = 'rental'

/** The queue of the bookings module's effects worker. */
export const EFFECTS_QUEUE = 'effects'

const EVERY_MINUTE = '0 * * * * *'
const EVERY_FIVE_SECONDS = '*/5 * * * * *'

/**
 * Every minute: payment attempts whose answer was lost are settled by asking their provider (so
 * money taken is recorded before its booking could lapse), then lapsed holds and unpaid pay-now
 * bookings are released (DESIGN "Money invariants"), and requests staff never answered are
 * declined once their pickup time has passed; damage claims are settled as their clock allows, and
 * deposit holds they still need are extended before they lapse.
 */
const releaseLapsedBookingsTask: TaskConfig<{ input: object; output: { released: number } }> = {
  slug: 'releaseLapsedBookings',
  label: 'Settle lost payment answers; release lapsed holds, unpaid pay-now bookings and unanswered requests',
  schedule: [{ cron: EVERY_MINUTE, queue: RENTAL_QUEUE, hooks: { beforeSchedule: freeStuckRuns(5 * 60_000) } }],
  outputSchema: [{ name: 'released', type: 'number', required: true }],
  handler: async ({ req }) => {
    const now = new Date()
    // Loaded when the sweep runs: they are server-only, and the Payload CLI loads this config too.
    const { reconcileOpenAttempts } = await import('../payments/reconcile-open-attempts')
    const { lapseBookings, lapseUnansweredRequests } = await import('../bookings/commands/lapse')
    await reconcileOpenAttempts({ payload: req.payload, now })
    const released = await lapseBookings({ payload: req.payload, now })
    const lapsed = await lapseUnansweredRequests({ payload: req.payload, now })
    // Damage claims (issue 32): charged once their objection window closed, lapsed once their notice is overdue.
    const { settleDueClaims } = await import('../bookings/commands/damage-claim')
    await settleDueClaims({ payload: req.payload, now })
    // Deposit holds still needed near the end of their validity are extended at the provider (ADR 031).
    const { extendDueHolds } = await import('../bookings/commands/deposit-extend')
    await extendDueHolds({ payload: req.payload, now })
    // Handover photos past the retention period staff set (rental rules), claims still running excepted.
    const { purgeExpiredHandoverPhotos } = await import('../bookings/handover-retention')
    await purgeExpiredHandoverPhotos({ payload: req.payload, now })
    return { output: { released: released + lapsed } }
  },
}

/**
 * Every five seconds: the effects worker performs the bookings module's recorded effects that are
 * due (e-mails, refunds, closing open payments), with retries and back-off; what a request already
 * performed is done and skipped. A run is short (a few effects), so a run left behind by a killed
 * server is freed after a minute.
 */
const performBookingEffectsTask: TaskConfig<{ input: object; output: { done: number } }> = {
  slug: 'performBookingEffects',
  label: 'Perform booking effects: e-mails, refunds, closing open payments',
  schedule: [{ cron: EVERY_FIVE_SECONDS, queue: EFFECTS_QUEUE, hooks: { beforeSchedule: freeStuckRuns(60_000) } }],
  outputSchema: [{ name: 'done', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { performEffects } = await import('../bookings/effects/perform-effects')
    const round = await performEffects({ payload: req.payload, limit: 10 })
    return { output: { done: round.done } }
  },
}

/**
 * Payload's jobs queue: the sweeps are scheduled and run by the `autoRun` crons of every app server
 * (Payload queues one run at a time per schedule; the sweeps are idempotent, and effects are claimed
 * one worker at a time). Crons start with the first request that boots Payload (not during
 * `next build`); the integration tests run none (NODE_ENV test): they run the sweeps and the worker
 * themselves, when their test says.
 */
/** Every app server's crons: the sweeps and the effects worker. */
const AUTO_RUN: CronConfig[] = [
  // Payload's scheduled publishing (Pages) queues its jobs on the default queue.
  { cron: EVERY_MINUTE, queue: 'default', limit: 10, silent: { info: true } },
  { cron: EVERY_MINUTE, queue: RENTAL_QUEUE, limit: 10, silent: { info: true } },
  { cron: EVERY_FIVE_SECONDS, queue: EFFECTS_QUEUE, limit: 1, silent: { info: true } },
  { cron: EVERY_MINUTE, queue: SALES_QUEUE, limit: 10, silent: { info: true } },
]

export const jobsConfig: JobsConfig = {
  tasks: [releaseLapsedBookingsTask, performBookingEffectsTask, notifyPriceWatchersTask],
  autoRun: () => (env.NODE_ENV === 'test' ? [] : AUTO_RUN),
  deleteJobOnComplete: true,
}
