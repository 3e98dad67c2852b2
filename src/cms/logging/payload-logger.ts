import { defaultLoggerOptions, type Config } from 'payload'

import { databaseOutageReason } from '../../domain/errors/database-outage'
import { redactText, redactValue } from '../../domain/security/log-redaction'
import { tapped } from './log-tap'

type LoggerSettings = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LoggerOptions = LoggerSettings['options']

/**
 * Payload's logger (pino, written pretty as before) with three rules:
 * - a refused request (an error with a 4xx status: 400, 401, 403, 404, …) is one info line,
 *   `<status> <message>`, never a stack trace: it is the client's mistake, not ours (decided by the
 *   status, as the production build minifies the error class names that `loggingLevels` matches);
 * - nothing in a line may hold an e-mail address, token, password, card number or query parameter
 *   (Payload logs a failed query with its parameters): every line is redacted as it is written;
 * - a failure because the database could not answer (unreachable, stalled, restarting) is one
 *   error line with the reason's code, never the failed statement or a stack trace.
 */
export function payloadLoggerSettings(): LoggerSettings {
  return { options: payloadLoggerOptions(), destination: tapped(defaultLoggerOptions) }
}

function payloadLoggerOptions(): LoggerOptions {
  return {
    serializers: { err: serializeError },
    hooks: {
      logMethod(args, method) {
        const refused = refusedRequestError(args[0])
        if (refused) {
          this.info(`${refused.status} ${refused.message}`)
          return
        }
        const outage = outageReasonOf(args[0])
        if (outage) {
          this.error(`[database] unavailable (${outage})`)
          return
        }
        method.apply(this, args)
      },
      streamWrite: redactLine,
    },
  }
}

/** Payload's error names for refused requests, logged at info (one line) even before our hook. */
export const REFUSED_REQUEST_LOGGING_LEVELS = {
  AuthenticationError: 'info',
  Forbidden: 'info',
  Locked: 'info',
  LockedAuth: 'info',
  MissingFile: 'info',
  NotFound: 'info',
  QueryError: 'info',
  UnverifiedEmail: 'info',
  ValidationError: 'info',
} as const satisfies Config['loggingLevels']

type RefusedRequestError = Error & { status: number }

/** The 4xx error in what was passed to the logger (the error itself, or `{ err }`), if any. */
function refusedRequestError(first: unknown): RefusedRequestError | undefined {
  const candidate = first instanceof Error ? first : isRecord(first) ? first.err : undefined
  if (!(candidate instanceof Error)) return undefined
  const { status } = candidate as Error & { status?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? (candidate as RefusedRequestError) : undefined
}

/** The outage reason of the error passed to the logger (the error itself, or `{ err }`), if it is one. */
function outageReasonOf(first: unknown): string | undefined {
  return databaseOutageReason(isRecord(first) && !(first instanceof Error) ? first.err : first)
}

/** An error as type, message, status, stack and cause; not its `data` (which can hold input). */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error
  const { status, cause } = error as Error & { status?: unknown; cause?: unknown }
  return {
    type: error.name,
    message: error.message,
    ...(typeof status === 'number' ? { status } : {}),
    stack: error.stack,
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  }
}

/** The JSON line pino is about to write, redacted (valid JSON stays valid JSON). */
function redactLine(line: string): string {
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line), 12))}\n`
  } catch {
    return redactText(line)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
