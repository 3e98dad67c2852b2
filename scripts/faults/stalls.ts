/**
 * PostgreSQL or Redis stalled or dropped under load: visitors work on both servers and cached pages
 * are asked for throughout; the dependency fails for the planned time and comes back; the test then
 * waits until both servers book a car again. Every request in flight during the failure is judged
 * afterwards from the recorded exchanges (stall-invariants.ts).
 */
import { newVisitorIp } from './addresses'
import { bookCar } from './book-car'
import type { Cluster } from './cluster'
import { startLoad } from './load'
import { startPageProbe } from './page-probe'
import type { StallPlan } from './plan'
import type { ServerName } from './servers'
import type { TcpProxy } from './tcp-proxy'
import { newVisitor } from './visitor-api'

export type StallWindow = {
  readonly stall: StallPlan
  readonly startedAt: number
  readonly endedAt: number
  /** From the end of the failure until both servers booked a car; undefined when they did not in time. */
  readonly recoveredInMs: number | undefined
}

const WARM_UP_MS = 5_000
const LOAD_AFTER_MS = 8_000
const RECOVERY_WITHIN_MS = 120_000

export async function runStall(params: {
  stall: StallPlan
  cluster: Cluster
  proxies: Readonly<Record<StallPlan['dependency'], TcpProxy>>
  visitors: number
}): Promise<StallWindow> {
  const { stall, cluster } = params
  const proxy = params.proxies[stall.dependency]
  const load = startLoad({ cluster, visitors: params.visitors, scenario: stall.name })
  const pages = startPageProbe(cluster)
  await sleep(WARM_UP_MS)
  const startedAt = performance.now()
  if (stall.action === 'stall') proxy.stall()
  else proxy.drop()
  await sleep(stall.seconds * 1000)
  await proxy.resume()
  const endedAt = performance.now()
  // The visitors keep going a little after the failure while a probe books on each server.
  const [recovered] = await Promise.all([bothServersBook(cluster, stall.name, endedAt), sleep(LOAD_AFTER_MS)])
  await Promise.all([load.stop(), pages.stop()])
  return { stall, startedAt, endedAt, recoveredInMs: recovered }
}

/** Waits until a visitor books a car on each server; how long after `since` that was. */
async function bothServersBook(cluster: Cluster, scenario: string, since: number): Promise<number | undefined> {
  const deadline = performance.now() + RECOVERY_WITHIN_MS
  const waiting = new Set<ServerName>(['A', 'B'])
  while (waiting.size > 0 && performance.now() < deadline) {
    for (const name of [...waiting]) {
      const visitor = newVisitor(newVisitorIp())
      const booking = await bookCar({ visitor, target: cluster.target(name), scenario, bookingType: 2 })
      if (booking) waiting.delete(name)
    }
    if (waiting.size > 0) await sleep(2_000)
  }
  return waiting.size === 0 ? performance.now() - since : undefined
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
