import 'server-only'

import type { Payload } from 'payload'

import { numberOf, sql, sqlRunner } from './db/sql'

/**
 * The rental catalogue (offices, categories, services, price lists, promo codes, rental rules) changes rarely
 * and is read on every search, so reads are kept in memory, keyed by a version of the catalogue:
 * the latest change and the row count of each of its tables. Any edit, addition or removal changes
 * the version (on every app server, as each checks it), so an answer is at most VERSION_TTL_MS
 * stale; checking costs one small query.
 */
async function catalogueVersion(payload: Payload): Promise<string> {
  const [row] = await sqlRunner(payload).rows(sql`
    SELECT
      (SELECT max(updated_at) FROM offices) AS offices_at, (SELECT count(*) FROM offices) AS offices_n,
      (SELECT max(updated_at) FROM car_categories) AS categories_at, (SELECT count(*) FROM car_categories) AS categories_n,
      (SELECT max(updated_at) FROM services) AS services_at, (SELECT count(*) FROM services) AS services_n,
      (SELECT max(updated_at) FROM price_lists) AS lists_at, (SELECT count(*) FROM price_lists) AS lists_n,
      (SELECT max(updated_at) FROM promo_codes) AS promos_at, (SELECT count(*) FROM promo_codes) AS promos_n,
      (SELECT max(updated_at) FROM rental_rules) AS rules_at,
      (SELECT max(updated_at) FROM media) AS media_at`)
  return Object.values(row ?? {})
    .map((value) =>
      value instanceof Date ? value.toISOString() : typeof value === 'number' ? numberOf(value) : String(value),
    )
    .join('|')
}

/** How long one version check serves reads that come right after it (one search makes several reads). */
const VERSION_TTL_MS = 1_000
let checked: { at: number; version: Promise<string> } | undefined

function currentVersion(payload: Payload): Promise<string> {
  const now = Date.now()
  if (checked && now - checked.at < VERSION_TTL_MS) return checked.version
  const version = catalogueVersion(payload)
  checked = { at: now, version }
  version.catch(() => (checked = undefined))
  return version
}

type Entry = { version: string; value: Promise<unknown> }

const MAX_ENTRIES = 500
const entries = new Map<string, Entry>()

/** `load()`'s answer for `key`, loaded again when the catalogue version has changed. */
export async function cachedRead<T>(params: { payload: Payload; key: string; load: () => Promise<T> }): Promise<T> {
  const version = await currentVersion(params.payload)
  const entry = entries.get(params.key)
  if (entry && entry.version === version) return entry.value as Promise<T>
  if (entries.size >= MAX_ENTRIES) entries.clear()
  const value = params.load()
  entries.set(params.key, { version, value })
  value.catch(() => entries.delete(params.key))
  return value
}
