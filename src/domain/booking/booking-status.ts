/**
 * The statuses of a booking and which changes between them are allowed (issue 16 item 9, "On request
 * means a request"). A booking is `held` while the visitor goes through the steps; it is then
 * `confirmed`, or, for a car offered on request, `requested` until staff confirm or decline it.
 * `declined` is final and keeps no money (no card is taken for a request); a request staff never
 * answered is declined by the scheduled sweep once its pickup time has passed. A hold or an unpaid
 * pay-now booking lapses to `expired`; a confirmed booking can be `cancelled`.
 */
export type BookingStatusValue = 'held' | 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'expired'

/** What staff answer a booking request. */
export const REQUEST_DECISIONS = ['confirm', 'decline'] as const
export type RequestDecision = (typeof REQUEST_DECISIONS)[number]

/** Why a status change is refused. */
export type StatusChangeRefusal =
  /** Only a request (status requested) can be confirmed or declined. */
  | 'NOT_A_REQUEST'
  /** A request is answered with its confirm and decline controls, never by editing its status. */
  | 'REQUEST_NEEDS_DECISION'
  /** A declined request stays declined. */
  | 'DECLINED_IS_FINAL'
  /** Only a held booking becomes a request, and only a request is declined. */
  | 'NOT_ALLOWED'

/** The status a decision on a request leads to, or why it is refused (the booking is no request). */
export function decideRequestStatus(
  from: string,
  decision: RequestDecision,
): { isOk: true; status: 'confirmed' | 'declined' } | { isOk: false; refusal: StatusChangeRefusal } {
  if (from !== 'requested') return { isOk: false, refusal: 'NOT_A_REQUEST' }
  return { isOk: true, status: decision === 'confirm' ? 'confirmed' : 'declined' }
}

/**
 * Whether a booking may go from `from` to `to`. `isDecision` is true when the change comes from a
 * decision on the request (decideRequestStatus), false for any other write (the admin's form, a
 * job). Unchanged is always allowed. The changes of held, confirmed, cancelled and expired among
 * themselves belong to the rental engine and are not judged here.
 */
export function checkStatusChange(params: {
  from: string
  to: string
  isDecision: boolean
}): StatusChangeRefusal | undefined {
  const { from, to, isDecision } = params
  if (from === to) return undefined
  if (from === 'declined') return 'DECLINED_IS_FINAL'
  if (from === 'requested') {
    if (to !== 'confirmed' && to !== 'declined') return 'NOT_ALLOWED'
    return isDecision ? undefined : 'REQUEST_NEEDS_DECISION'
  }
  if (to === 'requested') return from === 'held' ? undefined : 'NOT_ALLOWED'
  if (to === 'declined') return 'NOT_A_REQUEST'
  return undefined
}
