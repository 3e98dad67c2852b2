/**
 * A payment killed at a fault point: each visitor books on B, pays on A (armed), and when no answer
 * comes, pays again on B (same key, or a new key every other time) and opens the booking
 * again. The retries run in the background while the next booking is killed; they are returned so
 * the run can wait for them. A stays armed: the next scenario arms it with its own point.
 */
import { randomUUID } from 'node:crypto'

import { newVisitorIp } from './addresses'
import { bookCar } from './book-car'
import type { Cluster } from './cluster'
import { awaitDeaths } from './deaths'
import type { KillScenario } from './kill-scenarios'
import type { Plan } from './plan'
import { tallyOf } from './tally'
import { CARDS, newVisitor, payBooking } from './visitor-api'
import { isMoneyTaken, payAgainUntilAnswered, type RetryMode } from './visitor-retry'

let retries = 0

/** Same key and new key by turns over the whole run, so that even one booking per kill tries both. */
function nextRetryMode(): RetryMode {
  retries += 1
  return retries % 2 === 1 ? 'same-key' : 'new-key'
}

/** How long a server that got the request may take to die once its answer (if any) is in. */
const DEATH_AFTER_ANSWER_MS = 3_000

export async function killPayments(params: {
  plan: Plan
  cluster: Cluster
  scenario: KillScenario
}): Promise<Promise<void>[]> {
  const { plan, cluster, scenario } = params
  const tally = tallyOf(scenario.name)
  const followUps: Promise<void>[] = []
  for (let n = 0; n < plan.bookingsPerKill; n += 1) {
    const visitor = newVisitor(newVisitorIp())
    await cluster.ready('B')
    const booking = await bookCar({ visitor, target: cluster.target('B'), scenario: scenario.name, bookingType: 3 })
    if (!booking) {
      tally.notes.push('a booking could not be made on B')
      continue
    }
    await cluster.arm('A', scenario.point)
    tally.armed += 1
    const from = cluster.deaths().length
    const key = `faults-${randomUUID()}`
    const hold = { bookingId: booking.id, voucherNumber: booking.voucherNumber }
    const answer = await payBooking({
      visitor,
      target: cluster.target('A'),
      hold,
      idempotencyKey: key,
      cardNumber: CARDS.approved,
    })
    tally.payments += 1
    const died = await awaitDeaths({ cluster, point: scenario.point, from, count: 1, ms: DEATH_AFTER_ANSWER_MS })
    if (died.length === 0) {
      const status = answer.body?.data?.status
      if (isMoneyTaken(status)) tally.paidAnswers += 1
      tally.notes.push(
        `booking ${booking.id}: A answered ${answer.status} ${status ?? answer.failure ?? ''} and did not die`,
      )
      continue
    }
    tally.kills += 1
    followUps.push(
      payAgainUntilAnswered({
        visitor,
        target: cluster.target('B'),
        booking,
        firstKey: key,
        mode: nextRetryMode(),
        windowMs: plan.retryWindowMs,
        tally,
      }),
    )
  }
  return followUps
}
