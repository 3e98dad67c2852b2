import { wholeKronurDown } from '../payments/whole-kronur'

/**
 * The damage claim and its clock (issue 32; Visa's rules as they apply in Iceland): a claim for
 * charges found at the return is opened at check-in; written notice must go to the renter within
 * NOTICE_DAYS of the return; the renter has OBJECTION_DAYS from the notice to object; the charge is
 * taken only after that window has closed without an objection, or after a manager has decided on
 * the objection. A claim whose notice was not sent in time lapses: nothing is charged.
 *
 * Days are whole office days (Atlantic/Reykjavik, which is UTC all year): the notice is due by the
 * end of the 10th day after the day of the return, the objection window ends at the end of the
 * 20th day after the day of the notice. Both ends are the renter's: a notice at 23:59 of the 10th
 * day is in time, an objection at 23:59:59 of the 20th day is in time, and the charge may be taken
 * from the next day on.
 */
export const NOTICE_DAYS = 10
export const OBJECTION_DAYS = 20
export const MAX_OBJECTION_CHARS = 4000

/**
 * open: charges being gathered, notice not sent; notified: notice sent, the renter may object;
 * objected: waiting for a manager; settled: decided or unopposed, the charge taken (or nothing);
 * lapsed: no notice in time, nothing charged; dropped: staff withdrew it.
 */
export const CLAIM_STATUSES = ['open', 'notified', 'objected', 'settled', 'lapsed', 'dropped'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export type ClaimState = {
  readonly status: ClaimStatus
  readonly returnedAt: Date
  readonly noticeSentAt?: Date | undefined
  /** ISK minor units claimed (the sum of the charges). */
  readonly amount: number
}

const DAY_MS = 86_400_000

/** The last instant of the office day `days` days after the day of `from` (UTC = office time). */
export function endOfDayAfter(from: Date, days: number): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days + 1) - 1)
}

/** The notice must be sent by this instant: the end of the 10th day after the return. */
export function noticeDueBy(returnedAt: Date): Date {
  return endOfDayAfter(returnedAt, NOTICE_DAYS)
}

/** The renter may object until this instant: the end of the 20th day after the notice. */
export function objectionEndsAt(noticeSentAt: Date): Date {
  return endOfDayAfter(noticeSentAt, OBJECTION_DAYS)
}

/** Whole days left until `deadline` counted as office dates (0 on its own day), never negative. */
export function daysLeft(now: Date, deadline: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const last = Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth(), deadline.getUTCDate())
  return Math.max(0, Math.round((last - today) / DAY_MS))
}

export type ClaimRefusal =
  | 'NO_CLAIM'
  | 'NOT_OPEN'
  | 'NOTICE_TOO_LATE'
  | 'NOTHING_CLAIMED'
  | 'NOT_NOTIFIED'
  | 'OBJECTION_CLOSED'
  | 'BAD_OBJECTION'
  | 'NOT_OBJECTED'
  | 'BAD_DECISION'
  | 'WINDOW_OPEN'
  | 'CLAIM_CLOSED'
  | 'BAD_WITHDRAWAL'

export const CLAIM_REFUSALS: Readonly<Record<ClaimRefusal, string>> = {
  NO_CLAIM: 'This booking has no damage claim.',
  NOT_OPEN: 'The claim is no longer open: its notice has been sent or it was closed.',
  NOTICE_TOO_LATE: `The notice was due within ${String(NOTICE_DAYS)} days of the return: the claim has lapsed.`,
  NOTHING_CLAIMED: 'The claim has no charges.',
  NOT_NOTIFIED: 'The renter can object only to a claim they were notified of.',
  OBJECTION_CLOSED: `The ${String(OBJECTION_DAYS)} days to object have ended.`,
  BAD_OBJECTION: `Write why you object, in 1 to ${String(MAX_OBJECTION_CHARS)} characters.`,
  NOT_OBJECTED: 'Only a claim the renter objected to is decided by a manager.',
  BAD_DECISION: 'Decide an amount between nothing and the amount claimed, with a reason.',
  WINDOW_OPEN: 'The renter may still object: the charge is taken after the window closes.',
  CLAIM_CLOSED: 'The claim is closed (settled, lapsed or already withdrawn): it can no longer be withdrawn.',
  BAD_WITHDRAWAL: `Write why the claim is withdrawn, in 1 to ${String(MAX_OBJECTION_CHARS)} characters.`,
}

/** Charges may be added (tolls, fines, a damage found later) while the notice has not gone and is still due. */
export function addChargeRefusal(claim: ClaimState | undefined, now: Date): ClaimRefusal | undefined {
  if (!claim) return undefined
  if (claim.status !== 'open') return 'NOT_OPEN'
  if (now > noticeDueBy(claim.returnedAt)) return 'NOTICE_TOO_LATE'
  return undefined
}

/** The notice may go once, while the claim is open, within 10 days of the return, for something. */
export function sendNoticeRefusal(claim: ClaimState | undefined, now: Date): ClaimRefusal | undefined {
  if (!claim) return 'NO_CLAIM'
  if (claim.status !== 'open') return 'NOT_OPEN'
  if (now > noticeDueBy(claim.returnedAt)) return 'NOTICE_TOO_LATE'
  if (claim.amount <= 0) return 'NOTHING_CLAIMED'
  return undefined
}

/** The renter objects once, with a text, until the window ends. */
export function objectionRefusal(claim: ClaimState | undefined, text: string, now: Date): ClaimRefusal | undefined {
  if (!claim) return 'NO_CLAIM'
  if (claim.status !== 'notified' || !claim.noticeSentAt) return 'NOT_NOTIFIED'
  if (now > objectionEndsAt(claim.noticeSentAt)) return 'OBJECTION_CLOSED'
  const trimmed = text.trim()
  if (trimmed.length < 1 || trimmed.length > MAX_OBJECTION_CHARS) return 'BAD_OBJECTION'
  return undefined
}

/** A manager decides an objected claim: any whole amount from nothing to what was claimed, with a reason. */
export function decisionRefusal(
  claim: ClaimState | undefined,
  decision: { readonly amount: number; readonly reason: string },
): ClaimRefusal | undefined {
  if (!claim) return 'NO_CLAIM'
  if (claim.status !== 'objected') return 'NOT_OBJECTED'
  if (!Number.isSafeInteger(decision.amount) || decision.amount < 0 || decision.amount > claim.amount) {
    return 'BAD_DECISION'
  }
  if (decision.reason.trim().length < 1) return 'BAD_DECISION'
  return undefined
}

/** The claims staff may still withdraw: not yet settled, lapsed or withdrawn. */
export const WITHDRAWABLE_STATUSES: readonly ClaimStatus[] = ['open', 'notified', 'objected']

/**
 * A manager withdraws a claim still under way (open, notified or objected), with a reason: nothing
 * is charged and the deposit is released. A settled or lapsed claim is done and cannot be withdrawn.
 */
export function withdrawalRefusal(claim: ClaimState | undefined, reason: string): ClaimRefusal | undefined {
  if (!claim) return 'NO_CLAIM'
  if (!WITHDRAWABLE_STATUSES.includes(claim.status)) return 'CLAIM_CLOSED'
  const trimmed = reason.trim()
  if (trimmed.length < 1 || trimmed.length > MAX_OBJECTION_CHARS) return 'BAD_WITHDRAWAL'
  return undefined
}

/** What the clock allows for a claim at `now`: the step due, if any, and the deadline that rules it. */
export type ClaimDue =
  | { readonly step: 'notice'; readonly dueBy: Date }
  | { readonly step: 'lapse'; readonly since: Date }
  | { readonly step: 'wait-objection'; readonly until: Date }
  | { readonly step: 'charge'; readonly amount: number; readonly since: Date }
  | { readonly step: 'decide' }
  | { readonly step: 'none' }

/**
 * The claim's next step at `now`: an open claim waits for its notice until due, then lapses; a
 * notified claim waits for the window to end, then its whole amount may be charged (no objection
 * came); an objected claim waits for a manager; a settled, lapsed or dropped claim is done.
 */
export function claimDue(claim: ClaimState, now: Date): ClaimDue {
  switch (claim.status) {
    case 'open': {
      const dueBy = noticeDueBy(claim.returnedAt)
      return now > dueBy ? { step: 'lapse', since: dueBy } : { step: 'notice', dueBy }
    }
    case 'notified': {
      if (!claim.noticeSentAt) return { step: 'none' }
      const until = objectionEndsAt(claim.noticeSentAt)
      return now > until ? { step: 'charge', amount: claim.amount, since: until } : { step: 'wait-objection', until }
    }
    case 'objected':
      return { step: 'decide' }
    default:
      return { step: 'none' }
  }
}

/**
 * What settling a claim does to the deposit: the amount due captured from the hold, never more
 * than held (the rest of a larger claim is billed apart), the remainder released with it; nothing
 * due releases the hold whole; no hold held leaves nothing to take.
 */
export type ClaimSettlement =
  | { readonly step: 'capture'; readonly amount: number; readonly unpaid: number }
  | { readonly step: 'release'; readonly unpaid: number }
  | { readonly step: 'none'; readonly unpaid: number }

export function claimSettlement(params: { due: number; isHeld: boolean; held: number }): ClaimSettlement {
  // Captured from a card in ISK, so in whole krónur (ADR 033); aurar of a claim are not taken.
  const due = wholeKronurDown(Math.max(0, params.due))
  if (!params.isHeld || params.held <= 0) return { step: 'none', unpaid: due }
  if (due === 0) return { step: 'release', unpaid: 0 }
  const amount = Math.min(due, params.held)
  return { step: 'capture', amount, unpaid: due - amount }
}
