import type { Payload } from 'payload'

let instance: Payload | undefined

type Connections = {
  pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void }
  client?: { close: () => void }
}

/** Boots Payload on this test file's database (created by setup.ts); schema pushed in test mode. */
export async function bootPayload(): Promise<Payload> {
  if (instance) return instance
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  instance = await getPayload({ config })
  return instance
}

/** Payload's `destroy` leaves connections open, so the pool (PostgreSQL) or client (SQLite) is closed here. */
export async function closePayload(): Promise<void> {
  if (!instance) return
  // Effects a request started and answered without (performSoon) finish on this file's database.
  const { effectsLeftRunning } = await import('@/server/bookings/effects/perform-effects')
  await effectsLeftRunning(20_000)
  const connections = instance.db as unknown as Connections
  // A pooled client that Payload keeps checked out makes `end()` wait for ever; the database is
  // dropped with FORCE afterwards, which ends those connections (their errors are expected).
  connections.pool?.on('error', () => {})
  void connections.pool?.end().catch(() => {})
  connections.client?.close()
  instance = undefined
  // getPayload keeps its instance on globalThis; the next file in this worker boots its own.
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.clear()
}
