import { recentFailures } from '@/domain/manage-lookup'

import type { FailureStore } from './failure-store'

/** Keys kept at most; the oldest go first, so a flood of made-up vouchers cannot exhaust memory. */
const MAX_KEYS = 50_000

/** Failed look-ups in this process's memory, pruned as they age out of the window. */
export function createMemoryFailureStore(): FailureStore {
  const failures = new Map<string, number[]>()
  const recent = (key: string, now: number, windowMs: number) => recentFailures(failures.get(key) ?? [], now, windowMs)
  return {
    count(key, now, windowMs) {
      return Promise.resolve(recent(key, now, windowMs).length)
    },
    record(key, now, windowMs) {
      const kept = [...recent(key, now, windowMs), now]
      failures.delete(key)
      failures.set(key, kept)
      if (failures.size > MAX_KEYS) {
        const oldest = failures.keys().next().value
        if (oldest !== undefined) failures.delete(oldest)
      }
      return Promise.resolve()
    },
    clear(key) {
      failures.delete(key)
      return Promise.resolve()
    },
  }
}
