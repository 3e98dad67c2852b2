import 'server-only'

import type { LimitCount, LimitCounts } from './rate-limit'

type Entry = { hits: number; windowEndsAt: number; reservations: Map<string, number> }

/** Lapsed keys are swept from memory at most this often. */
const SWEEP_INTERVAL_MS = 60_000

const NOTHING: LimitCount = { hits: 0, windowMsLeft: 0, reservations: 0, firstReservationMsLeft: 0 }

/**
 * Counts in this process's memory (one app server, no REDIS_URL). No operation awaits anything
 * between reading a count and changing it, so a reservation's check and its count cannot interleave.
 */
export function memoryLimitStore(settings: {
  points: number
  windowMs: number
  reservationMs: number
  now: () => number
}): LimitCounts {
  const entries = new Map<string, Entry>()
  let lastSweep = settings.now()

  /** The key's entry without lapsed reservations and a lapsed window; undefined (and forgotten) when empty. */
  const live = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    for (const [token, lapsesAt] of entry.reservations) if (lapsesAt <= now) entry.reservations.delete(token)
    if (entry.windowEndsAt <= now) entry.hits = 0
    if (entry.hits > 0 || entry.reservations.size > 0) return entry
    entries.delete(key)
    return undefined
  }
  const entryOf = (key: string, now: number): Entry => {
    if (now - lastSweep >= SWEEP_INTERVAL_MS) {
      lastSweep = now
      for (const known of entries.keys()) live(known, now)
    }
    const entry = live(key, now) ?? { hits: 0, windowEndsAt: 0, reservations: new Map<string, number>() }
    entries.set(key, entry)
    return entry
  }
  const countOf = (entry: Entry | undefined, now: number): LimitCount => {
    if (!entry) return NOTHING
    return {
      hits: entry.hits,
      windowMsLeft: entry.hits > 0 ? entry.windowEndsAt - now : 0,
      reservations: entry.reservations.size,
      firstReservationMsLeft: entry.reservations.size > 0 ? Math.min(...entry.reservations.values()) - now : 0,
    }
  }
  const add = (entry: Entry, points: number, now: number) => {
    if (entry.hits === 0) entry.windowEndsAt = now + settings.windowMs
    entry.hits += points
  }

  return {
    hit(key, points) {
      const now = settings.now()
      const entry = entryOf(key, now)
      add(entry, points, now)
      return Promise.resolve(countOf(entry, now))
    },
    reserve(key, token) {
      const now = settings.now()
      const entry = entryOf(key, now)
      const count = countOf(entry, now)
      const isReserved = count.hits + count.reservations < settings.points
      if (isReserved) entry.reservations.set(token, now + settings.reservationMs)
      live(key, now)
      return Promise.resolve({ isReserved, count })
    },
    confirm(key, token) {
      const now = settings.now()
      const entry = entryOf(key, now)
      entry.reservations.delete(token)
      add(entry, 1, now)
      return Promise.resolve()
    },
    release(key, token) {
      const now = settings.now()
      entries.get(key)?.reservations.delete(token)
      live(key, now)
      return Promise.resolve()
    },
    count(key) {
      const now = settings.now()
      return Promise.resolve(countOf(live(key, now), now))
    },
    reset(key) {
      entries.delete(key)
      return Promise.resolve()
    },
  }
}
