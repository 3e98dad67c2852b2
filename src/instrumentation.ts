import { withRefusalSummaries } from './server/http/framework-log-filter'

/** Runs once when the server starts: Next's own refusals of forged requests log one line each. */
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  console.warn = withRefusalSummaries(console.warn.bind(console))
}
