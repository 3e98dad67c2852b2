import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { serializeWrites, type LibsqlClient, type Transaction } from './serialized-writes'
import { TransactionScopes } from './transaction-scope'

let folder: string
let raw: Client
let client: LibsqlClient
let scopes: TransactionScopes

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'vegur-serialized-'))
  raw = createClient({ url: `file:${path.join(folder, 'test.db')}` })
  await raw.execute('PRAGMA journal_mode = WAL')
  await raw.execute('CREATE TABLE rows (name TEXT NOT NULL UNIQUE)')
  client = raw as unknown as LibsqlClient
  scopes = new TransactionScopes()
  serializeWrites(client, 1_000, scopes)
})

afterEach(() => {
  raw.close()
  rmSync(folder, { recursive: true, force: true })
})

/** Work in an async context of its own, as one request is. */
const request = <T>(work: () => Promise<T>): Promise<T> => Promise.resolve().then(work)

/** What Payload's beginTransaction does: mark the caller's context, then open the transaction. */
const begin = (): Promise<Transaction> => {
  scopes.enter()
  return client.transaction('write')
}

const insert = (name: string) => client.execute({ sql: 'INSERT INTO rows (name) VALUES (?)', args: [name] })

async function names(): Promise<string[]> {
  const result = await raw.execute('SELECT name FROM rows ORDER BY name')
  return result.rows.map((row) => String(row.name))
}

/** Resolves with 'timeout' when `promise` takes longer than `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))])

describe('serializeWrites', () => {
  it('runs a stray write of a transaction’s own context inside it instead of waiting for itself', async () => {
    await request(async () => {
      const transaction = await begin()
      await transaction.execute({ sql: 'INSERT INTO rows (name) VALUES (?)', args: ['in transaction'] })
      // Payload's forgot-password: a statement outside the transaction's connection, during it.
      expect(await within(insert('stray'), 500)).not.toBe('timeout')
      await transaction.commit()
    })
    expect(await names()).toEqual(['in transaction', 'stray'])
  })

  it('rolls the stray write back with the transaction it ran in', async () => {
    await request(async () => {
      const transaction = await begin()
      await insert('stray')
      await transaction.rollback()
    })
    expect(await names()).toEqual([])
  })

  it('nests a transaction begun in a transaction’s context as a savepoint', async () => {
    await request(async () => {
      const outer = await begin()
      await insert('outer')
      const failed = await begin()
      await insert('rolled back')
      await failed.rollback()
      const kept = await begin()
      await insert('kept')
      await kept.commit()
      await insert('outer again')
      await outer.commit()
    })
    expect(await names()).toEqual(['kept', 'outer', 'outer again'])
  })

  it('keeps a failing batch in a transaction atomic', async () => {
    await request(async () => {
      const transaction = await begin()
      await insert('before')
      await expect(
        client.batch(["INSERT INTO rows (name) VALUES ('batch')", "INSERT INTO rows (name) VALUES ('before')"]),
      ).rejects.toThrow(/UNIQUE/)
      await transaction.commit()
    })
    expect(await names()).toEqual(['before'])
  })

  it('still makes other contexts wait until the transaction ends', async () => {
    const events: string[] = []
    let commit!: () => Promise<void>
    const holder = request(async () => {
      const transaction = await begin()
      await insert('holder')
      commit = async () => {
        events.push('commit')
        await transaction.commit()
      }
    })
    await holder
    const other = request(async () => {
      await insert('other')
      events.push('other written')
    })
    expect(await within(other, 100)).toBe('timeout')
    await commit()
    await other
    expect(events).toEqual(['commit', 'other written'])
    expect(await names()).toEqual(['holder', 'other'])
  })

  it('keeps transactions begun side by side in one context apart', async () => {
    const order: string[] = []
    await request(async () => {
      const a = begin().then(async (transaction) => {
        order.push('a open')
        await transaction.execute("INSERT INTO rows (name) VALUES ('a')")
        await new Promise((resolve) => setTimeout(resolve, 20))
        order.push('a commit')
        await transaction.commit()
      })
      const b = begin().then(async (transaction) => {
        order.push('b open')
        await transaction.execute("INSERT INTO rows (name) VALUES ('b')")
        await transaction.commit()
      })
      await Promise.all([a, b])
    })
    expect(order).toEqual(['a open', 'a commit', 'b open'])
    expect(await names()).toEqual(['a', 'b'])
  })

  it('lets reads and writes of other contexts go on after the transaction ends', async () => {
    await request(async () => {
      const transaction = await begin()
      await transaction.commit()
      expect(await within(insert('after'), 500)).not.toBe('timeout')
    })
    expect(await names()).toEqual(['after'])
  })

  it('keeps the busy timeout on the connection libsql opens after handing one to a transaction', async () => {
    const busyTimeout = async () => {
      const result = (await client.execute('PRAGMA busy_timeout')) as { rows: Record<string, unknown>[] }
      return Object.values(result.rows[0] ?? {})[0]
    }
    // Payload's adapter sets it on the first connection when it connects.
    await client.execute('PRAGMA busy_timeout = 1000')
    await insert('first')
    expect(await busyTimeout()).toBe(1_000)
    await request(async () => {
      const transaction = await begin()
      await transaction.commit()
    })
    await insert('after the transaction')
    expect(await busyTimeout()).toBe(1_000)
  })
})
