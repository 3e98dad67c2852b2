// Every wait on PostgreSQL is bounded (ADR 017): a pool built as the app builds it, talking to the
// test database through a proxy that the tests stall or drop. Runs only on PostgreSQL (TEST_DB=postgres).
import type { Pool } from 'pg'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { guardedPg, postgresPoolConfig } from '@/cms/postgres-pool'
import { databaseOutageReason } from '@/domain/errors/database-outage'

import { faultProxy, type FaultProxy } from './fault-proxy'

const databaseUrl = process.env.DATABASE_URL
const timeouts = { connectMs: 800, statementMs: 1_000 }
/** A statement hears nothing for this long before its connection is closed. */
const REPLY_MS = timeouts.statementMs + 1_000

let proxy: FaultProxy
let pool: Pool
let log: MockInstance<typeof console.error>

beforeEach(async () => {
  const url = new URL(databaseUrl ?? 'postgres://localhost/none')
  proxy = await faultProxy({ host: url.hostname, port: Number(url.port || 5432) })
  url.hostname = '127.0.0.1'
  url.port = String(proxy.port)
  const pg = guardedPg(timeouts)
  pool = new pg.Pool(postgresPoolConfig(url.toString(), timeouts))
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(async () => {
  proxy.set('drop')
  await pool.end().catch(() => undefined)
  await proxy.close()
  log.mockRestore()
})

/** How long `work` takes to settle, and the outage reason it failed with (if it failed). */
async function timed(work: Promise<unknown>): Promise<{ ms: number; reason: string | undefined }> {
  const started = performance.now()
  const reason = await work.then(
    () => undefined,
    (error: unknown) => databaseOutageReason(error) ?? `not an outage: ${String(error)}`,
  )
  return { ms: performance.now() - started, reason }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every log line the pool wrote: one line each, with a reason and nothing of the SQL or the URL. */
function loggedLines(): string[] {
  const lines = log.mock.calls.map((args) => args.map(String).join(' '))
  for (const line of lines) {
    expect(line).toMatch(/^\[database\] [a-z ,]+ \([\w-]+( ms)?\)$/)
    expect(line).not.toMatch(/select|postgres:\/\//i)
  }
  return lines
}

describe.skipIf(!databaseUrl)('PostgreSQL waits are bounded', () => {
  it('a statement running past the statement timeout is cancelled by the server (57014)', async () => {
    const { ms, reason } = await timed(pool.query('select pg_sleep(5)'))
    expect(reason).toBe('57014')
    expect(ms).toBeLessThan(timeouts.statementMs + 500)
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  it('a stalled database: a statement fails once it heard nothing for the reply deadline, and its connection is dropped', async () => {
    await pool.query('select 1')
    proxy.set('stall')
    const { ms, reason } = await timed(pool.query('select 1'))
    expect(reason).toBe('connection-terminated')
    expect(ms).toBeGreaterThanOrEqual(REPLY_MS - 50)
    expect(ms).toBeLessThan(REPLY_MS + 500)
    proxy.set('pass')
    await settle(50)
    // The stalled connection was closed, not handed out again: the next statement gets a fresh one.
    expect((await timed(pool.query('select 1'))).reason).toBeUndefined()
    expect(loggedLines()).toContain(`[database] no answer, connection closed (${REPLY_MS} ms)`)
  })

  it('a stalled database: opening a connection gives up after the connect timeout', async () => {
    proxy.set('stall')
    const opening = await timed(pool.query('select 1'))
    expect(opening.reason).toMatch(/^(connect-timeout|connection-terminated)$/)
    expect(opening.ms).toBeLessThan(timeouts.connectMs + 500)
  })

  it('a stalled database: waiting for a free connection gives up once the database answered nothing for the connect timeout', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => pool.connect()))
    proxy.set('stall')
    const stalled = held.map((client) => client.query('select 1').catch(() => undefined))
    const waiting = await timed(pool.connect())
    expect(waiting.reason).toBe('database-silent')
    expect(waiting.ms).toBeGreaterThanOrEqual(timeouts.connectMs - 50)
    // Before the pool's own limit (three connect timeouts), however late a busy machine looks.
    expect(waiting.ms).toBeLessThan(3 * timeouts.connectMs)
    proxy.set('pass')
    await Promise.all(stalled)
    for (const client of held) client.release()
  })

  it('a busy database that keeps answering: a wait for a free connection queues past the connect timeout', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => pool.connect()))
    // Every connection is busy with statements that are answered, for twice the connect timeout.
    let isBusy = true
    const busy = held.map(async (client) => {
      while (isBusy) await client.query('select pg_sleep(0.05)')
      client.release()
    })
    const released = settle(2 * timeouts.connectMs).then(() => (isBusy = false))
    const waiting = timed(pool.connect().then((client) => client.release()))
    const { ms, reason } = await waiting
    expect(reason).toBeUndefined()
    expect(ms).toBeGreaterThan(timeouts.connectMs)
    await Promise.all([released, ...busy])
  })

  it('connections held and left unused: a wait for a free one gives up after three connect timeouts', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => pool.connect()))
    const waiting = await timed(pool.connect())
    expect(waiting.reason).toBe('pool-timeout')
    expect(waiting.ms).toBeGreaterThanOrEqual(3 * timeouts.connectMs - 50)
    expect(waiting.ms).toBeLessThan(3 * timeouts.connectMs + 500)
    for (const client of held) client.release()
  })

  it('a statement refused at once (no text) leaves its connection alone', async () => {
    const client = await pool.connect()
    expect(() => client.query(null as unknown as string)).toThrow(TypeError)
    await settle(REPLY_MS + 200)
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    expect(loggedLines()).toEqual([])
    client.release()
  })

  it('a transaction whose BEGIN failed on a stalled connection does not cost the pool its connection', async () => {
    // As Drizzle does: a connection checked out for a transaction is never given back when BEGIN fails.
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()))
    proxy.set('stall')
    const begins = await Promise.all(clients.map((client) => timed(client.query('begin'))))
    expect(begins.every(({ reason }) => reason === 'connection-terminated')).toBe(true)
    proxy.set('pass')
    await settle(50)
    expect(pool.totalCount).toBe(0)
    // All ten connections can be had again; a later release by the holder is harmless.
    const again = await Promise.all(Array.from({ length: 10 }, () => pool.connect()))
    for (const client of [...clients, ...again]) client.release()
  })

  it('a dropped database: broken connections, idle or checked out, are no uncaught errors and leave the pool', async () => {
    const idle = await pool.connect()
    const busy = await pool.connect()
    idle.release()
    const running = timed(busy.query('select pg_sleep(0.5)'))
    proxy.set('drop')
    expect((await running).reason).toMatch(/^(connection-terminated|ECONNRESET)$/)
    await settle(50)
    expect(pool.totalCount).toBe(0)
    const refused = await timed(pool.query('select 1'))
    expect(refused.reason).toMatch(/^(ECONNRESET|connection-terminated|ECONNREFUSED)$/)
    proxy.set('pass')
    expect((await timed(pool.query('select 1'))).reason).toBeUndefined()
    expect(loggedLines().length).toBeGreaterThan(0)
    busy.release()
  })
})
