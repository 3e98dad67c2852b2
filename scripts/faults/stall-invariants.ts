/**
 * Answers during a stall: every request in flight while PostgreSQL or Redis failed must be answered
 * (any status; a clear 503 is expected) within 10 s, and the cached pages must keep answering 200.
 */
import { recordedExchanges, type Exchange } from './http'
import { PAGE_LABEL } from './page-probe'
import type { StallWindow } from './stalls'
import type { Verdict } from './verdict'

export const ANSWER_WITHIN_MS = 10_000

export type StallTimings = {
  readonly name: string
  readonly requests: number
  readonly overLimit: number
  readonly unanswered: number
  readonly maxMs: number
  readonly p99Ms: number
  readonly statuses: Readonly<Record<string, number>>
  /** What else than a success each kind of request got, e.g. 'open 429': 12. */
  readonly refusals: Readonly<Record<string, number>>
  readonly pages: number
  readonly pagesNot200: number
  readonly pagesMaxMs: number
  /** The requests answered late or not at all, e.g. 'save 200 after 10.3 s'. */
  readonly late: readonly string[]
}

const duration = (exchange: Exchange) => exchange.endedAt - exchange.startedAt

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
}

function statusClass(status: number): string {
  if (status === 0) return 'none'
  if (status === 503) return '503'
  if (status >= 500) return '5xx'
  if (status === 429) return '429'
  if (status >= 400) return '4xx'
  return '2xx/3xx'
}

export function timingsOf(window: StallWindow): StallTimings {
  const during = recordedExchanges().filter(
    (exchange) => exchange.startedAt < window.endedAt && exchange.endedAt > window.startedAt,
  )
  const visitors = during.filter((exchange) => exchange.label !== PAGE_LABEL)
  const pages = during.filter((exchange) => exchange.label === PAGE_LABEL)
  const times = during.map(duration).sort((a, b) => a - b)
  const statuses: Record<string, number> = {}
  const refusals: Record<string, number> = {}
  for (const exchange of visitors) {
    statuses[statusClass(exchange.status)] = (statuses[statusClass(exchange.status)] ?? 0) + 1
    if (exchange.status >= 200 && exchange.status < 400) continue
    const kind = `${exchange.label} ${exchange.status || 'none'}`
    refusals[kind] = (refusals[kind] ?? 0) + 1
  }
  return {
    name: window.stall.name,
    requests: during.length,
    overLimit: during.filter((exchange) => duration(exchange) > ANSWER_WITHIN_MS).length,
    late: during
      .filter((exchange) => exchange.status === 0 || duration(exchange) > ANSWER_WITHIN_MS)
      .map((exchange) => `${exchange.label} ${exchange.status || 'none'} after ${seconds(duration(exchange))}`),
    unanswered: during.filter((exchange) => exchange.status === 0).length,
    maxMs: times.at(-1) ?? 0,
    p99Ms: percentile(times, 0.99),
    statuses,
    refusals,
    pages: pages.length,
    pagesNot200: pages.filter((exchange) => exchange.status !== 200).length,
    pagesMaxMs: Math.max(0, ...pages.map(duration)),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function answeredInTime(timings: readonly StallTimings[]): Verdict {
  const late = timings.filter((stall) => stall.overLimit > 0 || stall.unanswered > 0 || stall.requests === 0)
  return {
    key: 'answers-within-10s',
    name: `every request during a stall answered within ${ANSWER_WITHIN_MS / 1000} s`,
    isHeld: late.length === 0,
    figures: timings
      .map(
        (stall) =>
          `${stall.name}: ${stall.requests - stall.overLimit - stall.unanswered}/${stall.requests} in time, max ${seconds(stall.maxMs)}`,
      )
      .join('; '),
    examples: late.map((stall) =>
      stall.requests === 0
        ? `${stall.name}: no request was in flight (nothing measured)`
        : `${stall.name}: ${stall.overLimit} over ${ANSWER_WITHIN_MS / 1000} s, ${stall.unanswered} unanswered, p99 ${seconds(stall.p99Ms)} (${stall.late.join(', ')})`,
    ),
  }
}

export function cachedPagesServed(timings: readonly StallTimings[]): Verdict {
  const bad = timings.filter((stall) => stall.pagesNot200 > 0 || stall.pages === 0)
  return {
    key: 'cached-pages',
    name: 'cached pages (/, /about) keep answering 200 during a stall',
    isHeld: bad.length === 0,
    figures: timings.map((stall) => `${stall.name}: ${stall.pages - stall.pagesNot200}/${stall.pages}`).join('; '),
    examples: bad.map(
      (stall) => `${stall.name}: ${stall.pagesNot200} of ${stall.pages} not 200, slowest ${seconds(stall.pagesMaxMs)}`,
    ),
  }
}
