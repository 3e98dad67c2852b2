/**
 * A cancellation killed at a fault point: the visitors book and pay on B first, then each opens
 * the booking on Manage my booking on A (armed) and cancels it there. When the server dies, the
 * visitor opens the booking again on the other server and cancels again if it is still confirmed.
 * A point a background job may reach (the refund) is armed on both servers and given time to be
 * reached.
 */
import { randomUUID } from 'node:crypto'

import { newVisitorIp } from './addresses'
import { bookCar } from './book-car'
import type { Cluster } from './cluster'
import type { DatabaseReader } from './db-reader'
import { awaitDeaths, deathsAt } from './deaths'
import type { CookieJar } from './form-post'
import type { KillScenario } from './kill-scenarios'
import type { Plan } from './plan'
import type { ServerName } from './servers'
import { tallyOf, type ScenarioTally, type TestBooking } from './tally'
import { CARDS, newVisitor, payBooking, type Visitor } from './visitor-api'
import { cancelManaged, lookUpToManage } from './visitor-manage'
import { isMoneyTaken } from './visitor-retry'

const DEATH_AFTER_ANSWER_MS = 3_000

export async function killCancellations(params: {
  plan: Plan
  cluster: Cluster
  scenario: KillScenario
  reader: DatabaseReader
}): Promise<void> {
  const { plan, cluster, scenario } = params
  const tally = tallyOf(scenario.name)
  const from = cluster.deaths().length
  const cancelledIds: number[] = []
  // Booked and paid first, while no server is armed for this point.
  const booked: TestBooking[] = []
  for (let n = 0; n < plan.bookingsPerKill; n += 1) {
    const booking = await paidBooking({ visitor: newVisitor(newVisitorIp()), cluster, scenario: scenario.name, tally })
    if (booking) booked.push(booking)
  }
  for (const booking of booked) {
    // Armed now (again: the previous booking's death restarted its server without the point).
    await Promise.all(scenario.armed.map((name) => cluster.arm(name, scenario.point)))
    tally.armed += 1
    const jar: CookieJar = new Map()
    const opened = await lookUpToManage({ target: cluster.target('A'), booking, jar })
    if (opened !== 'booking-page') {
      tally.notes.push(`booking ${booking.id}: look-up on A led to ${JSON.stringify(opened)}`)
      continue
    }
    const before = deathsAt(cluster, scenario.point, from).length
    const cancelled = await cancelManaged({ target: cluster.target('A'), booking, jar })
    tally.cancellations += 1
    cancelledIds.push(booking.id)
    const died = await awaitDeaths({
      cluster,
      point: scenario.point,
      from,
      count: before + 1,
      ms: DEATH_AFTER_ANSWER_MS,
    })
    if (died.length > before) await cancelAgainIfConfirmed({ cluster, booking, tally, other: 'B' })
    else tally.notes.push(`booking ${booking.id}: cancel on A led to ${JSON.stringify(cancelled)}, no death yet`)
  }
  if (scenario.mayBeLate) await awaitLateDeaths({ ...params, from, cancelledIds })
  tally.kills = deathsAt(cluster, scenario.point, from).length
}

/**
 * A point a background job may reach: waits until every cancellation killed a server, or their
 * money went back without a death (the point was passed, or is not in the code), or the window ends.
 */
async function awaitLateDeaths(params: {
  plan: Plan
  cluster: Cluster
  scenario: KillScenario
  reader: DatabaseReader
  from: number
  cancelledIds: readonly number[]
}): Promise<void> {
  const { cluster, scenario, cancelledIds } = params
  const deadline = performance.now() + params.plan.lateDeathWindowMs
  while (performance.now() < deadline) {
    if (deathsAt(cluster, scenario.point, params.from).length >= cancelledIds.length) return
    if (await params.reader.isAllGivenBack(cancelledIds)) return
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

/** A pay-now booking made and paid on B (the setup; B is not where the kill is aimed). */
async function paidBooking(params: {
  visitor: Visitor
  cluster: Cluster
  scenario: string
  tally: ScenarioTally
}): Promise<TestBooking | undefined> {
  const { visitor, cluster, tally } = params
  await cluster.ready('B')
  const booking = await bookCar({ visitor, target: cluster.target('B'), scenario: params.scenario, bookingType: 3 })
  if (!booking) {
    tally.notes.push('a booking could not be made on B')
    return undefined
  }
  const hold = { bookingId: booking.id, voucherNumber: booking.voucherNumber }
  const paid = await payBooking({
    visitor,
    target: cluster.target('B'),
    hold,
    idempotencyKey: `faults-${randomUUID()}`,
    cardNumber: CARDS.approved,
  })
  tally.payments += 1
  const status = paid.body?.data?.status
  if (!isMoneyTaken(status)) {
    tally.notes.push(`booking ${booking.id}: payment on B answered ${paid.status} ${status ?? paid.failure ?? ''}`)
    return undefined
  }
  tally.paidAnswers += 1
  return booking
}

/** The visitor opens the booking on the other server; still confirmed, it cancels it again there. */
async function cancelAgainIfConfirmed(params: {
  cluster: Cluster
  booking: TestBooking
  tally: ScenarioTally
  other: ServerName
}): Promise<void> {
  const { cluster, booking, tally } = params
  await cluster.ready(params.other)
  const jar: CookieJar = new Map()
  const target = cluster.target(params.other)
  const opened = await lookUpToManage({ target, booking, jar })
  if (opened !== 'booking-page') return
  tally.retries += 1
  const again = await cancelManaged({ target, booking, jar })
  if (again !== 'lookup-page')
    tally.notes.push(`booking ${booking.id}: cancelling again on ${params.other} led to ${JSON.stringify(again)}`)
}
