import 'server-only'

const INTERVAL_MS = 30_000
const lastLogged = new Map<string, number>()

/** Logs `line` at most once per 30 s per topic, so an outage writes a line, not a flood. */
export function throttledLog(topic: string, line: string, now = Date.now()): void {
  const last = lastLogged.get(topic)
  if (last !== undefined && now - last < INTERVAL_MS) return
  lastLogged.set(topic, now)
  console.error(line)
}
