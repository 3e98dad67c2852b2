/**
 * A Redis database of the test's own: the app's limit keys have a fixed prefix, so a run counts in a
 * numbered database nobody else uses (found empty and claimed with a marker key), emptied at the end.
 */
import { Redis } from 'ioredis'

const CLAIM_KEY = 'vegur:faults:claimed'
const CLAIM_SECONDS = 3 * 3600
const FIRST_DB = 1
const LAST_DB = 15

export type RedisSpace = { readonly url: string; readonly db: number; release(): Promise<void> }

export async function claimRedisSpace(redisUrl: string): Promise<RedisSpace> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await client.connect()
  try {
    const order = shuffled(Array.from({ length: LAST_DB - FIRST_DB + 1 }, (_, n) => FIRST_DB + n))
    for (const db of order) {
      await client.select(db)
      if ((await client.dbsize()) > 0) continue
      if ((await client.set(CLAIM_KEY, String(process.pid), 'EX', CLAIM_SECONDS, 'NX')) !== 'OK') continue
      const url = new URL(redisUrl)
      url.pathname = `/${db}`
      return { url: url.toString(), db, release: () => flush(redisUrl, db) }
    }
  } finally {
    client.disconnect()
  }
  throw new Error(`No empty Redis database between ${FIRST_DB} and ${LAST_DB} to count in`)
}

async function flush(redisUrl: string, db: number): Promise<void> {
  const client = new Redis(redisUrl, { db, lazyConnect: true, maxRetriesPerRequest: 1 })
  await client.connect()
  try {
    await client.flushdb()
  } finally {
    client.disconnect()
  }
}

function shuffled(values: number[]): number[] {
  for (let at = values.length - 1; at > 0; at -= 1) {
    const other = Math.floor(Math.random() * (at + 1))
    ;[values[at], values[other]] = [values[other] as number, values[at] as number]
  }
  return values
}
