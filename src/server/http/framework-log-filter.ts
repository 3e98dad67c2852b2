import 'server-only'

import { databaseOutageReason } from '@/domain/errors/database-outage'

import { databaseOutageLine, noteDatabaseOutage } from './database-outage-log'

/**
 * Next logs requests it refuses itself (a server action id it does not know, an action posted in
 * a way it cannot read) with `console.warn(error)`: a stack trace per forged request. These become
 * one line; every other message passes through untouched.
 */
const FRAMEWORK_REFUSALS = [
  /^Failed to find Server Action/,
  /^Invalid Server Actions? request/,
  /^The Server Reference ID did not match/,
]

/** The one line for a known refusal, or undefined when the arguments are anything else. */
export function refusalSummary(args: readonly unknown[]): string | undefined {
  const [first] = args
  if (args.length !== 1 || !(first instanceof Error)) return undefined
  if (!FRAMEWORK_REFUSALS.some((pattern) => pattern.test(first.message))) return undefined
  const firstLine = first.message.split('\n')[0] ?? ''
  return `[refused] ${firstLine.slice(0, 200)}`
}

type Log = (...args: unknown[]) => void

export function withRefusalSummaries(log: Log): Log {
  return (...args) => {
    const summary = refusalSummary(args)
    if (summary) log(summary)
    else log(...args)
  }
}

/**
 * Next logs a page, a server action or an uncaught error with `console.error(error)`, or with a
 * prefix and the error: a stack trace holding the failed statement's SQL, and for pg's errors the
 * whole connection object. When the database could not answer, this is one line with the reason
 * instead, and the outage is noted for our server's 503 page; everything else passes untouched.
 */
export function withOutageSummaries(log: Log): Log {
  return (...args) => {
    const reason = args.map((arg) => databaseOutageReason(arg)).find((found) => found !== undefined)
    if (!reason) return log(...args)
    noteDatabaseOutage()
    log(databaseOutageLine('a page or action could not be rendered', reason))
  }
}
