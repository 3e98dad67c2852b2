/**
 * The moments where `npm run test:faults` kills an app server (SIGKILL, as a crash or an OOM kill
 * would): each sits between two steps whose order decides whether money, a booking or an e-mail
 * could be lost.
 */
export const FAULT_POINT_NAMES = [
  /** The payment attempt is recorded; the provider has not been asked yet. */
  'before-provider-charge',
  /** The provider took the money; nothing of it is recorded on our side yet. */
  'after-provider-charge',
  /** The charge is recorded on the booking; its e-mail has not been sent. */
  'after-charge-recorded',
  /** The cancellation is committed; the provider has not been asked for the refund. */
  'after-cancel-commit',
  /** The provider refunded; its answer is not recorded yet. */
  'after-provider-refund',
] as const

export type FaultPoint = (typeof FAULT_POINT_NAMES)[number]
