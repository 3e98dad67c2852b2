import { redactText } from './log-redaction'

/**
 * An error as one short line for a log: its name, its code, and its message redacted, without the
 * request's data (card data, tokens, personal details) and without the statement of a failed
 * query (Drizzle's "Failed query: <sql> params: <values>": the driver's error is its cause).
 */
export function errorSummary(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return 'non-error thrown'
  const code = (error as { code?: unknown }).code
  const head = `${error.name}${typeof code === 'string' ? ` ${code}` : ''}`
  if (/^Failed query\b/.test(error.message)) {
    const { cause } = error as { cause?: unknown }
    return `${head}: failed query${cause !== undefined && depth < 3 ? ` (${errorSummary(cause, depth + 1)})` : ''}`
  }
  const message = error.message.split(/\bparams:/i)[0]?.split('\n')[0] ?? ''
  return `${head}: ${redactText(message).slice(0, 300)}`
}
