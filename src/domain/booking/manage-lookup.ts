import { z } from 'zod'

import { requiredText } from '../validation/fields'

/** SPEC §6 / issue 15: at most 5 failed look-ups per 15 minutes, per IP and per voucher or booking number. */
export const LOOKUP_MAX_FAILURES = 5
export const LOOKUP_WINDOW_SECONDS = 15 * 60

/** What the look-up form sends: both fields trimmed, neither empty. */
export const lookupSchema = z.object({
  voucherNumber: requiredText(64),
  lastName: requiredText(100),
})

export type LookupInput = z.output<typeof lookupSchema>
export type LookupValues = z.input<typeof lookupSchema>

/**
 * The counters a failed look-up counts against: the address it came from, and each booking
 * reference tried (voucher or booking number, case and spaces ignored, one counter per spelling
 * whichever route it came through).
 */
export function lookupLimitKeys(params: { ip: string; references: readonly string[] }): readonly string[] {
  const references = params.references.map((reference) => reference.trim().toUpperCase()).filter(Boolean)
  return [`ip:${params.ip}`, ...new Set(references.map((reference) => `ref:${reference}`))]
}
