import 'server-only'

/**
 * One warning line per refused request: what was refused and why, never a stack trace, a body,
 * cookies or a query string (they may hold personal data). The path is cut short and quoted as
 * JSON so a crafted path cannot forge further log lines.
 */
export function refusalLine(refusal: { status: number; reason: string; method: string; path: string }): string {
  const path = refusal.path.length > 120 ? `${refusal.path.slice(0, 120)}…` : refusal.path
  return `[refused ${refusal.status}] ${refusal.reason}: ${refusal.method} ${JSON.stringify(path)}`
}

export function logRefusal(refusal: { status: number; reason: string; method: string; path: string }): void {
  console.warn(refusalLine(refusal))
}
