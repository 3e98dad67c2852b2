import { redactText } from '@/domain/security/log-redaction'

/** An error as one short line for a log: its name and message, nothing of the request (redacted). */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown'
  return `${error.name}: ${redactText(error.message).slice(0, 200)}`
}
