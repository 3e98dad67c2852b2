import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { AsyncLock } from '@/cms/sqlite/async-lock'

/**
 * First-come, first-served locks on named keys within this process, taken before a write
 * transaction asks PostgreSQL for the same keys' advisory locks. Writers of one key then wait here,
 * holding no database connection, and each app server sends at most one of them to the database:
 * a burst on one car cannot fill the connection pool with transactions that only wait, starving
 * the requests (the winner's among them) that need a connection to finish.
 *
 * Keys are taken in sorted order, like the advisory locks, so two writers never deadlock. A key
 * this async chain already holds (a command run inside another's transaction) is not taken again.
 *
 * When a holder's work fails in a way `failsWaiters` names (the database is stalled or gone), or
 * `isStuck` says a holder that has held its keys this long is stuck (the database answers nothing,
 * however the work then reports it), the writers already waiting for its keys give up as they get
 * them instead of each trying in turn: behind a stalled database a queue would otherwise answer its
 * last writer only after every writer before it had timed out. A holder that is merely slow (a busy
 * machine) keeps its queue.
 */
export class LocalKeyLocks {
  readonly #locks = new Map<string, Entry>()
  readonly #held = new AsyncLocalStorage<ReadonlySet<string>>()
  readonly #failsWaiters: (error: unknown) => boolean
  readonly #isStuck: ((heldMs: number) => boolean) | undefined

  constructor(options: { failsWaiters?: (error: unknown) => boolean; isStuck?: (heldMs: number) => boolean } = {}) {
    this.#failsWaiters = options.failsWaiters ?? (() => false)
    this.#isStuck = options.isStuck
  }

  /**
   * Runs `work` holding every key, or returns `undefined` without running it when the keys were not
   * all free within `waitMs`.
   */
  async withKeys<T>(
    keys: readonly string[],
    waitMs: number,
    work: () => Promise<T>,
  ): Promise<{ value: T } | undefined> {
    const held = this.#held.getStore() ?? new Set<string>()
    const wanted = [...new Set(keys)].filter((key) => !held.has(key)).sort()
    if (wanted.length === 0) return { value: await work() }
    const deadline = Date.now() + waitMs
    const releases: (() => void)[] = []
    try {
      for (const key of wanted) {
        const release = await this.#acquireWithin(key, deadline - Date.now())
        if (!release) return undefined
        releases.push(release)
      }
      const heldFrom = performance.now()
      let isFailed = false
      try {
        return { value: await this.#held.run(new Set([...held, ...wanted]), work) }
      } catch (error) {
        isFailed = this.#failsWaiters(error)
        throw error
      } finally {
        const now = performance.now()
        if (isFailed || this.#isStuck?.(now - heldFrom)) this.#turnAwayWaiters(wanted, now)
      }
    } finally {
      for (const release of releases.reverse()) release()
    }
  }

  /** The writers waiting for `keys` now give up when they get them. */
  #turnAwayWaiters(keys: readonly string[], now: number): void {
    for (const key of keys) {
      const entry = this.#locks.get(key)
      if (entry) entry.failedAt = now
    }
  }

  async #acquireWithin(key: string, waitMs: number): Promise<(() => void) | undefined> {
    const startedAt = performance.now()
    const entry: Entry = this.#locks.get(key) ?? { lock: new AsyncLock(), users: 0, failedAt: -Infinity }
    entry.users += 1
    this.#locks.set(key, entry)
    const leave = () => {
      entry.users -= 1
      if (entry.users === 0) this.#locks.delete(key)
    }
    const acquired = entry.lock.acquire()
    let timer: ReturnType<typeof setTimeout> | undefined
    let poll: ReturnType<typeof setInterval> | undefined
    const givenUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), Math.max(waitMs, 0))
      // A holder stuck on the database: stop waiting now, as a lock wait in the database would have
      // (lock_timeout), not when it finally lets go.
      const isStuck = this.#isStuck
      if (isStuck) {
        let lookedAt = performance.now()
        poll = setInterval(() => {
          const now = performance.now()
          // A look that comes late (this process was too busy to look) is skipped: judged on time, not on a backlog.
          const isLate = now - lookedAt > 2 * STUCK_POLL_MS
          lookedAt = now
          if (!isLate && entry.heldSince !== undefined && isStuck(now - entry.heldSince)) resolve(undefined)
        }, STUCK_POLL_MS)
      }
    })
    const won = await Promise.race([acquired, givenUp])
    clearTimeout(timer)
    clearInterval(poll)
    if (won && entry.failedAt >= startedAt) {
      won()
      leave()
      return undefined
    }
    if (won) {
      entry.heldSince = performance.now()
      let isReleased = false
      return () => {
        if (isReleased) return
        isReleased = true
        entry.heldSince = undefined
        won()
        leave()
      }
    }
    // Given up: pass the lock on as soon as it comes, so the queue keeps moving.
    void acquired.then((release) => {
      release()
      leave()
    })
    return undefined
  }

  /** Keys with a holder or a waiter (for tests: an idle key leaves nothing behind). */
  get size(): number {
    return this.#locks.size
  }
}

type Entry = {
  readonly lock: AsyncLock
  users: number
  /** When a holder's work last failed so that the writers waiting then should give up (performance.now()). */
  failedAt: number
  /** Since when the current holder has held the key (performance.now()). */
  heldSince?: number | undefined
}

/** How often a waiter looks whether the holder ahead of it is stuck. */
const STUCK_POLL_MS = 100
