import { z } from 'zod'

/** SPEC §6 / issue 6: at most 5 failed look-ups per 15 minutes, per IP and per voucher. */
export const LOOKUP_MAX_FAILURES = 5
export const LOOKUP_WINDOW_MS = 15 * 60 * 1000

/** What the look-up form sends: both fields trimmed, neither empty. */
export const lookupSchema = z.object({
  voucherNumber: z.string().trim().min(1).max(64),
  lastName: z.string().trim().min(1).max(100),
})

export type LookupInput = z.output<typeof lookupSchema>

/** The counters a failed look-up counts against: the address it came from and the voucher tried. */
export function lookupLimitKeys(params: { ip: string; voucherNumber: string }): readonly string[] {
  return [`ip:${params.ip}`, `voucher:${params.voucherNumber.trim().toUpperCase()}`]
}

/** The failures still inside the window ending at `now`. */
export function recentFailures(timestamps: readonly number[], now: number, windowMs = LOOKUP_WINDOW_MS): number[] {
  return timestamps.filter((at) => at > now - windowMs && at <= now)
}

/** A look-up is refused once any of its counters holds the maximum of failures. */
export function isLookupRefused(failureCounts: readonly number[], maxFailures = LOOKUP_MAX_FAILURES): boolean {
  return failureCounts.some((count) => count >= maxFailures)
}
