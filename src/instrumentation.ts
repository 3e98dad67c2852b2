import { withOutageSummaries, withRefusalSummaries } from './server/http/framework-log-filter'

/**
 * Runs once when the server starts: Next's own refusals of forged requests, and pages that failed
 * because the database could not answer, log one line each instead of a stack trace.
 */
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  console.warn = withRefusalSummaries(console.warn.bind(console))
  console.error = withOutageSummaries(console.error.bind(console))
}
