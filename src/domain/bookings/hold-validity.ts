/**
 * How long a deposit hold lasts on the card, and when it is extended (ADR 031). A pre-authorisation
 * for a car rental stays valid about 30 days (the card schemes' rule for estimated authorisations);
 * we count HOLD_VALID_DAYS from the hold, or from its last extension, to keep a margin. A hold
 * still needed — the rental has not been returned, or a damage claim is under way, whose clock can
 * run 30 days past the return — is extended at the provider in its last EXTEND_WITHIN_DAYS, so the
 * claim can still be captured when the renter's window closes. An ask not answered is asked again
 * after ASK_AGAIN_HOURS; a hold already past its validity is not asked for (the provider would refuse).
 */
import { WITHDRAWABLE_STATUSES, type ClaimStatus } from './damage-claim'

export const HOLD_VALID_DAYS = 28
export const EXTEND_WITHIN_DAYS = 3
export const ASK_AGAIN_HOURS = 12

const DAY_MS = 86_400_000

export type HoldTimes = {
  /** When the provider confirmed the hold. */
  readonly heldAt: Date
  /** When the provider last confirmed an extension. */
  readonly extendedAt?: Date | undefined
  /** When an extension was last asked. */
  readonly extendAskedAt?: Date | undefined
}

/** The last instant the hold is counted valid: HOLD_VALID_DAYS after the hold or its last extension. */
export function holdValidUntil(times: HoldTimes): Date {
  const from = times.extendedAt && times.extendedAt > times.heldAt ? times.extendedAt : times.heldAt
  return new Date(from.getTime() + HOLD_VALID_DAYS * DAY_MS)
}

/**
 * Whether to ask the provider now to extend a hold that is still needed: within its last
 * EXTEND_WITHIN_DAYS and not yet past it, and no extension asked in the last ASK_AGAIN_HOURS
 * since the hold (or its last extension) was confirmed.
 */
export function isExtensionDue(params: { times: HoldTimes; isNeeded: boolean; now: Date }): boolean {
  const { times, now } = params
  if (!params.isNeeded) return false
  const until = holdValidUntil(times)
  if (now >= until || until.getTime() - now.getTime() > EXTEND_WITHIN_DAYS * DAY_MS) return false
  const renewedAt = times.extendedAt && times.extendedAt > times.heldAt ? times.extendedAt : times.heldAt
  const asked = times.extendAskedAt
  if (!asked || asked <= renewedAt) return true
  return now.getTime() - asked.getTime() >= ASK_AGAIN_HOURS * 3_600_000
}

/**
 * A hold is still needed while its booking stands and the car has not come back, or while a damage
 * claim on it is under way (open, notified, objected): the claim is captured from it when its clock
 * allows. Returned with no claim (or one settled, lapsed or withdrawn), it is not extended.
 */
export function isHoldStillNeeded(booking: {
  readonly status: string
  readonly isReturned: boolean
  readonly claimStatus?: ClaimStatus | null | undefined
}): boolean {
  if (booking.status !== 'confirmed') return false
  if (!booking.isReturned) return true
  return booking.claimStatus ? WITHDRAWABLE_STATUSES.includes(booking.claimStatus) : false
}
