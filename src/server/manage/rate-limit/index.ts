import type { FailureStore } from './failure-store'
import { createMemoryFailureStore } from './memory-store'

const holder = globalThis as typeof globalThis & { vegurLookupFailures?: FailureStore }

/** The failure store of this server (kept on globalThis so that development reloads keep the counts). */
export function lookupFailureStore(): FailureStore {
  holder.vegurLookupFailures ??= createMemoryFailureStore()
  return holder.vegurLookupFailures
}

export type { FailureStore } from './failure-store'
