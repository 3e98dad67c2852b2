// The integration files share their worker process (isolate: false in vitest.config.ts): Payload and
// the other packages are loaded once per worker instead of once per file. What a file leaves in the
// process is undone here before the next file starts, so each file still begins as in a new process:
// our modules are evaluated afresh, and the environment, fetch, the state our code keeps on
// globalThis (rate limiters, partner usage, the Redis connection, caches and clocks under
// Symbol.for('vegur.…')) are as a new process has them; Payload's cached instance is forgotten by
// closePayload (payload.ts) when the file that booted it ends.
import { vi } from 'vitest'

type Baseline = { env: NodeJS.ProcessEnv; fetch: typeof fetch }
type Holder = typeof globalThis & {
  vegurIntBaseline?: Baseline
  vegurPartnerUsage?: { timer?: ReturnType<typeof setTimeout> }
  vegurLimitRedis?: { disconnect: () => void }
}

const holder = globalThis as Holder

function restoreEnv(saved: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
}

/** Called first thing in each file's setup: the first file notes the process as it is, later ones go back to it. */
export function resetProcessState(): void {
  const baseline = holder.vegurIntBaseline
  if (!baseline) {
    holder.vegurIntBaseline = { env: { ...process.env }, fetch: globalThis.fetch }
    return
  }
  restoreEnv(baseline.env)
  globalThis.fetch = baseline.fetch
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.resetModules()

  if (holder.vegurPartnerUsage?.timer) clearTimeout(holder.vegurPartnerUsage.timer)
  holder.vegurLimitRedis?.disconnect()
  for (const key of Object.keys(globalThis)) {
    if (key.startsWith('vegur') && key !== 'vegurIntBaseline') delete (globalThis as Record<string, unknown>)[key]
  }
  for (const symbol of Object.getOwnPropertySymbols(globalThis)) {
    if (symbol.description?.startsWith('vegur.')) delete (globalThis as Record<symbol, unknown>)[symbol]
  }
}
