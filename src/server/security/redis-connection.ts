import 'server-only'

import { Redis } from 'ioredis'

import { throttledLog } from './throttled-log'

/** How long a connection attempt and each command may take before the limiter fails closed. */
const CONNECT_TIMEOUT_MS = 2000
const COMMAND_TIMEOUT_MS = 1000

/**
 * A Redis connection for rate limits with short timeouts: a limit answer that waits long on an
 * unreachable Redis would hold the visitor's request, so commands fail fast and the caller refuses.
 * Error lines name the error only, never the URL (it may hold a password).
 */
export function connectRedis(url: string, options: { readonly connectTimeoutMs?: number } = {}): Redis {
  const client = new Redis(url, {
    connectTimeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Keep trying in the background, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  })
  client.on('error', (error: Error) => {
    throttledLog(
      'redis-connection',
      `[rate-limit] Redis unreachable (${storeErrorReason(error)}): limits refuse until it is back`,
    )
  })
  return client
}

const holder = globalThis as typeof globalThis & { vegurLimitRedis?: Redis }

/** The one Redis connection of this process, opened on first use (kept across development reloads). */
export function sharedRedis(url: string): Redis {
  holder.vegurLimitRedis ??= connectRedis(url)
  return holder.vegurLimitRedis
}

/**
 * A store error as a few words for a log line: its code (ECONNREFUSED, NOAUTH…) or the start of its
 * message, with anything shaped like URL credentials removed. Class names are minified in the build,
 * so they say nothing.
 */
export function storeErrorReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const code = (error as Error & { code?: unknown }).code
  if (typeof code === 'string' && code) return code
  return error.message.replace(/\/\/[^\s@/]*@/g, '//***@').slice(0, 80) || 'unknown error'
}
