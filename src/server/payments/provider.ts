import 'server-only'

import type { Payload } from 'payload'

import type { DepositWord } from '@/domain/bookings/deposit-hold'
import type { Result } from '@/domain/errors/result'
import type { Money } from '@/domain/money/money'
import type { CardExpiry } from '@/domain/validation/card'

/** The card as typed, checked by cardPaymentSchema. Passed to the provider and never kept or logged. */
export type CardDetails = {
  readonly number: string
  readonly cvc: string
  readonly expiry: CardExpiry
  readonly holderName: string
}

/**
 * What the provider says about a transaction: the bank's status code and the transaction status
 * letter, which the domain maps to a status class (paymentStatusClass), and the masked PAN.
 */
export type ProviderTransaction = {
  readonly transactionId: string
  readonly bankCode: string
  readonly transactionStatus: string
  readonly maskedPan: string
}

export type CreatePaymentAnswer =
  | { readonly kind: 'final'; readonly transaction: ProviderTransaction }
  /** The card holder must pass a step at the provider (3-D Secure) first; send the browser there. */
  | { readonly kind: 'redirect'; readonly transactionId: string; readonly maskedPan: string; readonly url: string }

type CreatePaymentInput = {
  /** One key per payment attempt: the provider charges once per key. */
  readonly idempotencyKey: string
  /** Our public reference of the attempt; the provider echoes it in returns and callbacks. */
  readonly reference: string
  readonly amount: Money
  /** The card typed on our form; undefined for a provider whose own page takes it. */
  readonly card: CardDetails | undefined
  readonly description: string
  /**
   * SPEC §7's card payment fields, sent where the provider has a place for them: the renter's
   * e-mail, the one ISK line (title and sku) and our external id (the booking number).
   */
  readonly order?: PaymentOrder | undefined
  /** Where the provider sends the browser back after its own step (absolute URL). */
  readonly returnUrl: string
  /** Where the provider posts its signed callbacks (absolute URL). */
  readonly callbackUrl: string
  readonly now: Date
}

export type PaymentOrder = {
  readonly email?: string | undefined
  readonly billingAddress?: BillingAddress | undefined
  readonly line: { readonly title: string; readonly sku: string }
  readonly externalId: string
  /** The visitor's language (en, de, ...), for the provider's own pages. */
  readonly locale: string
}

export type BillingAddress = {
  readonly street: string
  readonly postalCode: string
  readonly city: string
  /** Two letters (IS). */
  readonly country: string
}

/**
 * A verified callback: `eventId` is unique per event, so a replay is recognised. Most say what
 * became of a payment; a provider that confirms refunds later (Adyen) also says what became of a
 * refund or release asked earlier, and tells of events staff must see (a chargeback).
 */
export type ProviderEvent =
  | {
      readonly kind: 'payment'
      readonly eventId: string
      readonly reference: string
      readonly transaction: ProviderTransaction
    }
  | {
      readonly kind: 'give-back'
      readonly eventId: string
      /** The payment given back from. */
      readonly transactionId: string
      /** Our idempotency key of the refund, when the provider echoes it. */
      readonly refundKey: string | undefined
      readonly amount: Money
      readonly refundId: string
      readonly isDone: boolean
    }
  | {
      readonly kind: 'notice'
      readonly eventId: string
      readonly transactionId: string
      /** What happened, as the provider names it (CHARGEBACK, CAPTURE_FAILED, ...). */
      readonly notice: string
    }
  /** What became of a deposit hold (ours by its dep_ reference): authorised, refused, captured, released. */
  | { readonly kind: 'deposit'; readonly eventId: string; readonly word: DepositWord }
  /** Verified, and nothing for us to do (a capture of a payment recorded as collected, a report). */
  | { readonly kind: 'noted'; readonly eventId: string }

export type CallbackRequest = { readonly headers: Headers; readonly body: string; readonly now: Date }

/**
 * The port every payment provider adapter implements. Our use cases (start, return, callback,
 * status, refund) speak only to this; adapters turn the provider's shapes into these types.
 */
export interface PaymentProvider {
  readonly name: string
  /**
   * The card is typed on the provider's own page (hosted checkout), never on ours: our payment form
   * shows no card fields and sends no card.
   */
  readonly isCardOnProviderPage: boolean
  /**
   * Asks the provider to charge (or hold) the card. An error answer means the provider refused
   * and took nothing; when its answer is not known (no connection, no answer in time) the adapter
   * throws, and the attempt is settled later by lookup.
   */
  createPayment(input: CreatePaymentInput): Promise<Result<CreatePaymentAnswer>>
  /** Reads (and checks) the query the provider sends the browser back with. */
  handleReturn(query: URLSearchParams): Result<ReturnedPayment>
  /**
   * Checks the callback's signature and timestamp and reads its events (one, or a provider's
   * batch): INVALID_SIGNATURE / STALE_CALLBACK when any of them fails, and then none is taken.
   */
  parseCallback(request: CallbackRequest): Result<readonly ProviderEvent[]>
  /**
   * What the provider knows of our attempt `reference` now: its final transaction, one still open
   * (the card holder has not finished 3-D Secure), or nothing (the attempt never reached it, or was
   * closed unfinished: no money was or can be taken). How an
   * attempt whose answer was lost (a crash, a dropped connection) is settled: never by guessing.
   */
  lookup(reference: string, returned?: ReturnedPayment): Promise<Result<LookupAnswer>>
  /**
   * Gives back (part of) a collected payment; the same key refunds once. `isConfirmed` false: the
   * provider took the request and confirms it later by callback (a 'give-back' event).
   */
  refund(input: GiveBackInput): Promise<Result<GiveBackAnswer & { readonly refundedAmount: Money }>>
  /** Releases (part of) a pre-authorised amount held on the card; the same key releases once. */
  release(input: GiveBackInput): Promise<Result<GiveBackAnswer>>
  /**
   * Closes a transaction the card holder has not finished (3-D Secure open), so it can no longer
   * take money. When it finished meanwhile, answers its final state instead, to be settled.
   */
  voidPayment(transactionId: string): Promise<Result<VoidAnswer>>
  /**
   * Asks for a pre-authorisation (a hold, captured later by hand) of the rental deposit: held at
   * once, refused, or the card holder must first pass the provider's page (its hosted checkout, or
   * 3-D Secure). The same key holds once. As with createPayment, an unknown outcome throws.
   */
  authoriseHold(input: CreatePaymentInput): Promise<Result<HoldAnswer>>
  /** What the provider knows now of the hold asked under our `reference` (the browser's return, a look-up). */
  lookupHold(reference: string, returned?: ReturnedPayment): Promise<Result<HoldLookup>>
  /**
   * Captures `amount` (at most what is held) of hold `holdId` for damage; the rest of the hold is
   * released with it (one capture per hold). The same key captures once. `isConfirmed` false: the
   * provider took the request and confirms it later by callback (a 'deposit' event).
   */
  captureHold(input: SettleHoldInput): Promise<Result<SettleHoldAnswer>>
  /** Releases the whole of hold `holdId`; the same key releases once; confirmed now or by callback. */
  releaseHold(input: SettleHoldInput): Promise<Result<SettleHoldAnswer>>
  /**
   * Extends the validity of hold `holdId` for the same amount (ADR 031: a hold still needed near
   * the end of its validity); the same key asks once; confirmed now or by callback.
   */
  extendHold(input: SettleHoldInput): Promise<Result<SettleHoldAnswer>>
}

export type HoldAnswer =
  | { readonly kind: 'held'; readonly holdId: string; readonly maskedPan: string }
  | { readonly kind: 'refused'; readonly holdId: string }
  /** Send the browser to the provider's page; the hold's outcome comes back by callback (or on return). */
  | { readonly kind: 'redirect'; readonly holdId: string; readonly url: string }

export type HoldLookup =
  | { readonly kind: 'held'; readonly holdId: string; readonly maskedPan: string }
  | { readonly kind: 'refused' }
  /** Not known yet: the card holder is still on the provider's page, or its notification is awaited. */
  | { readonly kind: 'open' }

export type SettleHoldInput = {
  readonly holdId: string
  readonly amount: Money
  /** One key per capture or release: asked again with it, nothing more happens. */
  readonly idempotencyKey: string
  /** Our reference of the deposit (dep_…), echoed in the provider's confirmation. */
  readonly reference: string
}

export type SettleHoldAnswer = { readonly settleId: string; readonly isConfirmed: boolean }

/**
 * What the browser came back with: our reference, the provider's id, and what the provider gave the
 * browser to ask it about the result with (proof of nothing by itself: the provider is asked).
 */
export type ReturnedPayment = {
  readonly reference: string
  readonly transactionId: string
  readonly resultToken?: string | undefined
}

export type GiveBackAnswer = { readonly refundId: string; readonly isConfirmed: boolean }

export type GiveBackInput = {
  readonly transactionId: string
  readonly amount: Money
  /** One key per refund or release: asking again with it gives back nothing more. */
  readonly idempotencyKey: string
}

export type LookupAnswer =
  | { readonly kind: 'final'; readonly transaction: ProviderTransaction }
  | { readonly kind: 'open'; readonly transactionId: string }
  | { readonly kind: 'unknown' }

type VoidAnswer = { readonly kind: 'voided' } | { readonly kind: 'final'; readonly transaction: ProviderTransaction }

/** What an adapter is built with. */
export type ProviderDeps = {
  readonly payload: Payload
  readonly webhookSecret: string
  readonly toleranceSeconds: number
  readonly siteUrl: string
}

export type ProviderFactory = (deps: ProviderDeps) => PaymentProvider
