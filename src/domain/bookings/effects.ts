/**
 * After-effects of a booking change, written in the transaction of the change (a transactional
 * outbox) and performed afterwards by the effects worker, until done or handed to staff.
 */
export const EFFECT_KINDS = [
  /** An e-mail to the renter. */
  'mail',
  /** A refund or release recorded pending on the booking, asked of the provider. */
  'give-back',
  /** An open payment attempt of a booking that no longer takes money, closed at the provider. */
  'close-attempt',
  /** A provider's notice on a payment that staff must act on (a chargeback): needs attention at once. */
  'provider-notice',
  /** The booking's deposit hold captured in part or released at its provider, as recorded on the booking. */
  'deposit',
  /** An e-mail of the car's return to the renter: the return report, a damage claim's notice or decision. */
  'handover-mail',
] as const
export type EffectKind = (typeof EFFECT_KINDS)[number]

/** pending: waits to run (again); running: claimed by a worker until its lease ends; done; needs-attention: given up, staff act. */
export const EFFECT_STATUSES = ['pending', 'running', 'done', 'needs-attention'] as const
export type EffectStatus = (typeof EFFECT_STATUSES)[number]

/** Tries before an effect is handed to staff (about 10 minutes of back-off in all). */
export const MAX_EFFECT_ATTEMPTS = 12

/** Wait before the next try: 5 s doubling, at most a minute, so one is tried within a minute of a recovery. */
export function effectBackoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60_000)
}

/** What becomes of an effect whose try failed: tried again later, or handed to staff. */
export function afterFailedTry(params: {
  attempts: number
  now: number
}): { readonly status: 'pending'; readonly runAfter: number } | { readonly status: 'needs-attention' } {
  if (params.attempts >= MAX_EFFECT_ATTEMPTS) return { status: 'needs-attention' }
  return { status: 'pending', runAfter: params.now + effectBackoffMs(params.attempts) }
}
