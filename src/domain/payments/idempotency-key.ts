import { z } from 'zod'

/** A client's key for one payment attempt: 8-100 letters, digits, '-', '_', ':' or '.'. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/)

/** The key from the `Idempotency-Key` header, else from the body; undefined when neither is valid. */
export function pickIdempotencyKey(header: string | null, bodyValue: unknown): string | undefined {
  for (const candidate of [header, bodyValue]) {
    const parsed = idempotencyKeySchema.safeParse(candidate)
    if (parsed.success) return parsed.data
  }
  return undefined
}
