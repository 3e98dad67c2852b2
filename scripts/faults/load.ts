/**
 * Visitors at work on both servers while a dependency fails: each searches, books (three pay now,
 * one pay at pickup), pays, and opens its booking again twice, over and over, alternating servers.
 * A payment that got no answer or an error is tried once more on the other server with the same key.
 */
import { randomUUID } from 'node:crypto'

import { newVisitorIp } from './addresses'
import { bookCar } from './book-car'
import type { Cluster } from './cluster'
import type { ServerName } from './servers'
import { tallyOf, type ScenarioTally, type TestBooking } from './tally'
import { CARDS, newVisitor, openBooking, payBooking, type Visitor } from './visitor-api'
import { isMoneyTaken } from './visitor-retry'

export type Load = { stop(): Promise<void> }

const PAUSE_MS = 300

export function startLoad(params: { cluster: Cluster; visitors: number; scenario: string }): Load {
  let isStopped = false
  const tally = tallyOf(params.scenario)
  const loops = Array.from({ length: params.visitors }, async (_, k) => {
    const visitor = newVisitor(newVisitorIp())
    for (let round = 0; !isStopped; round += 1) {
      const here: ServerName = (k + round) % 2 === 0 ? 'A' : 'B'
      await visit({ ...params, visitor, here, round, k, tally })
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  })
  return {
    async stop() {
      isStopped = true
      await Promise.all(loops)
    },
  }
}

async function visit(params: {
  cluster: Cluster
  scenario: string
  visitor: Visitor
  here: ServerName
  round: number
  k: number
  tally: ScenarioTally
}): Promise<void> {
  const { cluster, visitor, here, tally } = params
  const there: ServerName = here === 'A' ? 'B' : 'A'
  const bookingType = params.round % 4 === 3 ? 2 : 3
  const booking = await bookCar({ visitor, target: cluster.target(here), scenario: params.scenario, bookingType })
  if (!booking) return
  if (bookingType === 3) await pay({ cluster, visitor, booking, here, there, k: params.k, tally })
  for (const server of [there, here]) {
    await openBooking({
      visitor,
      target: cluster.target(server),
      voucherNumber: booking.voucherNumber,
      lastName: booking.lastName,
    })
  }
}

async function pay(params: {
  cluster: Cluster
  visitor: Visitor
  booking: TestBooking
  here: ServerName
  there: ServerName
  k: number
  tally: ScenarioTally
}): Promise<void> {
  const { cluster, visitor, booking, tally } = params
  const key = `faults-${randomUUID()}`
  // Two cards the gateway approves, so the visitors do not all count on one card's limit.
  const cardNumber = params.k % 2 === 0 ? CARDS.approved : CARDS.approvedOther
  const hold = { bookingId: booking.id, voucherNumber: booking.voucherNumber }
  let answer = await payBooking({ visitor, target: cluster.target(params.here), hold, idempotencyKey: key, cardNumber })
  tally.payments += 1
  if (answer.status === 0 || answer.status >= 500 || answer.status === 409) {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    answer = await payBooking({
      visitor,
      target: cluster.target(params.there),
      hold,
      idempotencyKey: key,
      cardNumber,
      label: 'pay again',
    })
    tally.retries += 1
  }
  if (isMoneyTaken(answer.body?.data?.status)) tally.paidAnswers += 1
}
