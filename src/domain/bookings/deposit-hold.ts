/**
 * The rental deposit held on the renter's card (ADR 018 §4): authorised as a pre-authorisation at
 * pickup (staff at the counter) or online by the renter in the 24 hours before pickup; after the
 * return released, or captured in part for damage (the rest released). Each step stands only once
 * the provider confirms it.
 *
 * none: nothing asked; pending: a hold asked, not yet confirmed (a hosted page open, 3-D Secure);
 * held: confirmed on the card; capturing / releasing: asked of the provider, not yet confirmed;
 * captured: part or all taken for damage (the rest released); released: given back whole;
 * failed: the card refused the hold (a new one may be asked).
 */
export const DEPOSIT_STATUSES = [
  'none',
  'pending',
  'held',
  'capturing',
  'releasing',
  'captured',
  'released',
  'failed',
] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

/** Where the hold was asked: at the counter by staff, or online by the renter. */
export const DEPOSIT_CHANNELS = ['counter', 'online'] as const
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number]

/** The renter may hold the deposit online in this many hours before pickup (ADR 018 §4). */
export const ONLINE_HOLD_HOURS = 24

/**
 * A hold asked and never confirmed (a hosted page left open, a challenge not finished) stops
 * blocking a new one after this long; the provider's page is closed by then (its session lasts 14
 * minutes), and a confirmation that still arrives for it is released (see depositAfter).
 */
export const PENDING_HOLD_MINUTES = 30

/** The deposit as recorded on a booking (ISK minor units, as the card is held). */
export type DepositState = {
  readonly status: DepositStatus
  readonly amount: number
  /** Our reference of the hold asked (dep_…): the provider echoes it. */
  readonly reference: string | null
  /** The provider's id of the authorisation (its pspReference / transaction id) once known. */
  readonly holdId: string | null
  readonly requestedAt: string | null
  readonly capturedAmount: number
}

export const NO_DEPOSIT: DepositState = {
  status: 'none',
  amount: 0,
  reference: null,
  holdId: null,
  requestedAt: null,
  capturedAmount: 0,
}

const REFERENCE = /^dep_(\d{1,12})_[A-Za-z0-9-]{8,40}$/

/**
 * Our reference of a hold asked for booking `bookingId` (`random`: letters, digits and -), so a
 * provider's word on it is recognised as a deposit's, and its booking found even when the booking
 * has asked another hold since.
 */
export function depositReference(bookingId: number, random: string): string {
  return `dep_${bookingId}_${random}`
}

export function isDepositReference(reference: string): boolean {
  return REFERENCE.test(reference)
}

/** The booking a deposit reference was made for; undefined for anything else. */
export function bookingIdOfDepositReference(reference: string): number | undefined {
  const match = REFERENCE.exec(reference)
  return match?.[1] ? Number(match[1]) : undefined
}

export type HoldRefusal = 'NOT_CONFIRMED' | 'ALREADY_HELD' | 'OUTSIDE_WINDOW' | 'NO_DEPOSIT'

/** Whether a new hold may be asked: none yet, the last one refused, or one asked long ago and never confirmed. */
function isFreeToHold(deposit: DepositState, now: Date): boolean {
  if (deposit.status === 'none' || deposit.status === 'failed') return true
  if (deposit.status !== 'pending' || !deposit.requestedAt) return false
  return now.getTime() - new Date(deposit.requestedAt).getTime() >= PENDING_HOLD_MINUTES * 60_000
}

/**
 * Whether the deposit may be held now. Online (the renter): from 24 hours before pickup until
 * pickup. At the counter (staff): from 24 hours before pickup until the return (a late pickup still
 * has its deposit taken). A booking that is not confirmed, or whose protection has no deposit,
 * holds none; one already held (or being captured or released) is not held twice.
 */
export function holdCheck(params: {
  channel: DepositChannel
  bookingStatus: string
  deposit: DepositState
  amount: number
  pickupAt: Date
  returnAt: Date
  now: Date
}): { readonly isOk: true } | { readonly isOk: false; readonly refusal: HoldRefusal } {
  const { now } = params
  if (params.bookingStatus !== 'confirmed') return { isOk: false, refusal: 'NOT_CONFIRMED' }
  if (!isFreeToHold(params.deposit, now)) return { isOk: false, refusal: 'ALREADY_HELD' }
  if (!Number.isSafeInteger(params.amount) || params.amount <= 0) return { isOk: false, refusal: 'NO_DEPOSIT' }
  const opens = params.pickupAt.getTime() - ONLINE_HOLD_HOURS * 3_600_000
  const closes = params.channel === 'online' ? params.pickupAt.getTime() : params.returnAt.getTime()
  if (now.getTime() < opens || now.getTime() >= closes) return { isOk: false, refusal: 'OUTSIDE_WINDOW' }
  return { isOk: true }
}

/** Whether the renter is offered to hold the deposit online now (the manage page's button). */
export function isOnlineHoldOpen(params: {
  bookingStatus: string
  deposit: DepositState
  amount: number
  pickupAt: Date
  returnAt: Date
  now: Date
}): boolean {
  return holdCheck({ ...params, channel: 'online' }).isOk
}

export type SettleRefusal = 'NOT_HELD' | 'BAD_AMOUNT' | 'MORE_THAN_HELD' | 'NO_REASON'

/** Reasons shorter than this say nothing (the audit trail and the renter read it). */
const MIN_REASON = 3

/**
 * Whether `amount` of the held deposit may be captured for damage with `reason`: only a hold
 * confirmed and not already being captured or released, more than nothing and never more than held,
 * with a reason (the damage and its evidence). One capture per hold: the rest is released with it.
 */
export function captureCheck(params: {
  deposit: DepositState
  amount: number
  reason: string
}): { readonly isOk: true } | { readonly isOk: false; readonly refusal: SettleRefusal } {
  const { deposit, amount } = params
  if (deposit.status !== 'held' || !deposit.holdId) return { isOk: false, refusal: 'NOT_HELD' }
  if (!Number.isSafeInteger(amount) || amount <= 0) return { isOk: false, refusal: 'BAD_AMOUNT' }
  if (amount > deposit.amount) return { isOk: false, refusal: 'MORE_THAN_HELD' }
  if (params.reason.trim().length < MIN_REASON) return { isOk: false, refusal: 'NO_REASON' }
  return { isOk: true }
}

/** Whether the held deposit may be released whole. */
export function releaseCheck(
  deposit: DepositState,
): { readonly isOk: true } | { readonly isOk: false; readonly refusal: 'NOT_HELD' } {
  return deposit.status === 'held' && deposit.holdId ? { isOk: true } : { isOk: false, refusal: 'NOT_HELD' }
}

/** What the provider said of a deposit: a hold confirmed or refused, a capture or release done or failed. */
export type DepositWord =
  | { readonly step: 'authorised'; readonly reference: string; readonly holdId: string; readonly maskedPan: string }
  | { readonly step: 'refused'; readonly reference: string }
  | {
      readonly step: 'captured' | 'capture-failed' | 'released' | 'release-failed' | 'extended' | 'extend-failed'
      readonly holdId: string
    }

/** What a provider's word does to the booking's deposit. */
export type DepositChange = {
  /** The status it moves to; undefined: nothing changes (a duplicate, or a word on another hold). */
  readonly next?: DepositStatus | undefined
  /** The hold is confirmed now: its id and time are recorded. */
  readonly isHeldNow?: boolean | undefined
  /**
   * The hold the word confirms is released: `own` the booking's, confirmed after the booking was
   * cancelled; `stray` one that is not (or no longer) the booking's — a page finished after another
   * hold was taken — so no card stays held for nothing.
   */
  readonly release?: 'own' | 'stray' | undefined
  /** The hold's validity was extended now (ADR 031): it stays held, counted from now. */
  readonly isExtendedNow?: boolean | undefined
  /** A capture, release or extension the provider refused: the hold is back with staff. */
  readonly needsStaff?: boolean | undefined
}

/**
 * What a provider's word does to the deposit. Told twice (a retried notification, a callback after
 * the synchronous answer), the second changes nothing: each step moves only from the status that
 * asked for it.
 */
export function depositAfter(params: {
  deposit: DepositState
  bookingStatus: string
  word: DepositWord
}): DepositChange {
  const { deposit, word } = params
  switch (word.step) {
    case 'authorised': {
      const isOurs = deposit.status === 'pending' && deposit.reference === word.reference
      if (isOurs && params.bookingStatus === 'confirmed') return { next: 'held', isHeldNow: true }
      if (isOurs) return { next: 'releasing', isHeldNow: true, release: 'own' }
      if (deposit.holdId === word.holdId) return {}
      return { release: 'stray' }
    }
    case 'refused':
      return deposit.status === 'pending' && deposit.reference === word.reference ? { next: 'failed' } : {}
    case 'captured':
      return deposit.status === 'capturing' && deposit.holdId === word.holdId ? { next: 'captured' } : {}
    case 'released':
      return deposit.status === 'releasing' && deposit.holdId === word.holdId ? { next: 'released' } : {}
    case 'capture-failed':
    case 'release-failed': {
      const asked = word.step === 'capture-failed' ? 'capturing' : 'releasing'
      return deposit.status === asked && deposit.holdId === word.holdId ? { next: 'held', needsStaff: true } : {}
    }
    // An extension changes nothing but the hold's validity, and only of a hold still held.
    case 'extended':
      return deposit.status === 'held' && deposit.holdId === word.holdId ? { next: 'held', isExtendedNow: true } : {}
    case 'extend-failed':
      return deposit.status === 'held' && deposit.holdId === word.holdId ? { next: 'held', needsStaff: true } : {}
  }
}
