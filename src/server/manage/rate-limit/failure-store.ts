/**
 * Where failed look-ups are counted. The in-process store suits one app server; servers behind a
 * load balancer need a shared one (DESIGN: Redis via REDIS_URL) implementing this same port.
 */
export interface FailureStore {
  /** Failures of `key` inside the window ending at `now`. */
  count(key: string, now: number, windowMs: number): Promise<number>
  record(key: string, now: number, windowMs: number): Promise<void>
  clear(key: string): Promise<void>
}
