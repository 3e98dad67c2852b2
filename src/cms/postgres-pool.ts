import pg, { type ClientConfig, type PoolClient, type PoolConfig } from 'pg'

import { databaseOutageReason } from '../domain/errors/database-outage'
import { statementSent, whenDatabaseSilentFor } from './database-answers'

/**
 * Every wait on PostgreSQL is bounded, so that a stalled or unreachable database costs a request
 * seconds, not minutes (ADR 017). With the defaults (DATABASE_CONNECT_TIMEOUT_MS 3 s,
 * DATABASE_STATEMENT_TIMEOUT_MS 5 s) a request that needs the database answers within about 7 s
 * while it is stalled: a new connection gives up after 3 s, a free connection is waited for until
 * the database has answered nothing for 3 s, and a statement that hears nothing for 6 s closes its
 * connection. A busy database that keeps answering is waited for (a burst queues for the pool
 * instead of failing), at most POOL_WAIT_FACTOR connect timeouts.
 */
export type PostgresTimeouts = {
  /** Opening a connection, and waiting for a free one when the pool is full (pg's connectionTimeoutMillis). */
  readonly connectMs: number
  /** The server cancels a statement running longer (statement_timeout, SQLSTATE 57014). */
  readonly statementMs: number
}

/** A statement gives up waiting for a lock this much before its statement timeout (lock_timeout, 55P03), so a held lock is named. */
const LOCK_MARGIN_MS = 2_000
/** A transaction left idle this long (a stalled or killed app server) is ended by the server, freeing its locks. */
const IDLE_IN_TRANSACTION_MS = 15_000
/** How much longer than the statement timeout the client waits for an answer before it gives the connection up. */
const REPLY_MARGIN_MS = 1_000
/** TCP keep-alive probes start after this long without traffic, so a dead idle connection is noticed. */
const KEEP_ALIVE_DELAY_MS = 10_000
/** Connections per app server. */
const POOL_SIZE = 10
/** A free connection is waited for at most this many connect timeouts while the database answers. */
const POOL_WAIT_FACTOR = 3

/** The pool settings for Payload's PostgreSQL adapter (`pool`). */
export function postgresPoolConfig(connectionString: string, timeouts: PostgresTimeouts): PoolConfig {
  return {
    connectionString,
    max: POOL_SIZE,
    // The wait for a free connection (pg-pool's timer); opening one is bounded by connectMs (GuardedClient).
    connectionTimeoutMillis: POOL_WAIT_FACTOR * timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: Math.max(timeouts.statementMs - LOCK_MARGIN_MS, 1_000),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    application_name: 'vegur',
  }
}

/**
 * The `pg` module for Payload's adapter (`pg`), whose Pool guards every connection it opens:
 *
 * - Opening a connection gives up after the connect timeout. Waiting for a free one when all are
 *   checked out gives up once the database has answered none of this process's statements for the
 *   connect timeout (it stalled: the connections will not come back soon), else after
 *   POOL_WAIT_FACTOR connect timeouts: a burst that keeps a busy database answering queues.
 * - A statement that gets no answer within the statement timeout plus a second means the network
 *   or the server stalled (the server would have cancelled it by then): its connection is closed,
 *   so the statement and any waiting behind it fail at once ("Connection terminated") instead of
 *   hanging until TCP gives up, and the connection is not handed out again.
 * - Every connection has an `error` listener. pg emits `error` on a connection that breaks; with
 *   nobody listening (a connection checked out by Drizzle or held by Payload) that is an uncaught
 *   exception. The pool's own `error` (an idle connection broke) is listened to as well.
 * - A connection that ends while checked out is given back to the pool on its holder's behalf.
 *   Drizzle never gives back a connection whose BEGIN failed, and Payload holds one connection
 *   for ever; without this, each connection lost that way would shrink the pool until nothing is left.
 *
 * Each kind of failure is logged as one line, with its reason and at most every 30 s.
 */
export function guardedPg(timeouts: PostgresTimeouts): typeof pg {
  const replyMs = timeouts.statementMs + REPLY_MARGIN_MS
  class GuardedClient extends pg.Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs })
    }
  }
  class GuardedPool extends pg.Pool {
    constructor(config?: PoolConfig) {
      super({ ...config, Client: GuardedClient as unknown as NonNullable<PoolConfig['Client']> })
      const checkedOut = new Set<PoolClient>()
      // Connections that break while the pool is being ended (the process stops) are expected.
      const log = (what: string, error: unknown) => {
        if (!this.ending) logOnce(what, reasonOf(error))
      }
      this.on('error', (error) => log('idle connection lost', error))
      this.on('acquire', (client) => checkedOut.add(client))
      this.on('release', (_, client) => checkedOut.delete(client))
      this.on('connect', (client) => {
        client.on('error', (error) => log('connection lost', error))
        client.on('end', () => {
          if (!checkedOut.has(client)) return
          const release = client.release.bind(client)
          client.release = () => undefined
          release(new Error('connection ended while checked out'))
        })
        answerWithin(client, replyMs)
      })
    }

    override connect(): Promise<PoolClient>
    override connect(callback: ConnectCallback): void
    override connect(callback?: ConnectCallback): Promise<PoolClient> | undefined {
      const connecting = this.#connectWhileAnswered()
      if (!callback) return connecting
      connecting.then(
        (client) => callback(undefined, client, (error?: Error | boolean) => client.release(error)),
        (error: Error) => callback(error, undefined, () => undefined),
      )
      return undefined
    }

    /** pg-pool's wait for a connection, given up once the database has been silent for the connect timeout. */
    #connectWhileAnswered(): Promise<PoolClient> {
      const pending = super.connect()
      return new Promise((resolve, reject) => {
        let hasGivenUp = false
        const stopLooking = whenDatabaseSilentFor(timeouts.connectMs, () => {
          hasGivenUp = true
          reject(new Error(`no free connection while the database answers nothing (${timeouts.connectMs} ms)`))
        })
        pending.then(
          (client) => {
            stopLooking()
            // The connection came after its waiter gave up: straight back to the pool.
            if (hasGivenUp) client.release()
            else resolve(client)
          },
          (error: unknown) => {
            stopLooking()
            if (!hasGivenUp) reject(error)
          },
        )
      })
    }
  }
  return { ...pg, Pool: GuardedPool }
}

type ConnectCallback = (
  err: Error | undefined,
  client: PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void

/**
 * Closes `client`'s connection when a statement gets no answer within `replyMs`. pg's own
 * query_timeout only stops waiting: the connection stays busy with the lost statement and is
 * handed out again, so every later statement on it waits out the timeout too.
 */
function answerWithin(client: PoolClient, replyMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const guarded = (...args: unknown[]): unknown => {
    const [first] = args
    // A Submittable (a cursor, a stream) reports on its own: passed through.
    if (typeof first === 'object' && first !== null && 'submit' in first) return query(...args)
    const answered = statementSent()
    const timer = setTimeout(() => {
      logOnce('no answer, connection closed', `${replyMs} ms`)
      // pg ends a connection with a statement in flight by destroying its socket.
      if (client instanceof pg.Client) void client.end()
    }, replyMs)
    timer.unref()
    const done = (error?: unknown) => {
      clearTimeout(timer)
      answered(isServerAnswer(error))
    }
    const last = args.at(-1)
    if (typeof last === 'function') {
      const callback = last as (...results: unknown[]) => unknown
      return query(...args.slice(0, -1), (...results: unknown[]) => {
        done(results[0])
        return callback(...results)
      })
    }
    let result: unknown
    try {
      result = query(...args)
    } catch (error) {
      done(error)
      throw error
    }
    if (result instanceof Promise) result.then(() => done(), done)
    else done()
    return result
  }
  client.query = guarded as typeof client.query
}

/** Whether a statement's outcome came from the server: a result, or an error the server sent (it has a SQLSTATE). */
function isServerAnswer(error: unknown): boolean {
  return error === undefined || error === null || error instanceof pg.DatabaseError
}

const LOG_INTERVAL_MS = 30_000
const lastLogged = new Map<string, number>()

/** One line per kind of failure at most every 30 s, with its reason: never the error's text, SQL or the URL. */
function logOnce(what: string, reason: string): void {
  const now = Date.now()
  if (now - (lastLogged.get(what) ?? -Infinity) < LOG_INTERVAL_MS) return
  lastLogged.set(what, now)
  console.error(`[database] ${what} (${reason})`)
}

/** A code for a log line: the outage's reason, else a SQLSTATE or Node code, else the error's class. */
function reasonOf(error: unknown): string {
  const outage = databaseOutageReason(error)
  if (outage) return outage
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Z0-9_]{1,32}$/.test(code)) return code
  return error instanceof Error ? error.name : 'unknown'
}
