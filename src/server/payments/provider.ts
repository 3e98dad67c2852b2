import 'server-only'

import type { Payload } from 'payload'

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
  readonly card: CardDetails
  readonly description: string
  /** Where the provider sends the browser back after its own step (absolute URL). */
  readonly returnUrl: string
  /** Where the provider posts its signed callbacks (absolute URL). */
  readonly callbackUrl: string
  readonly now: Date
}

/** A verified callback: `eventId` is unique per event, so a replay is recognised. */
export type ProviderEvent = {
  readonly eventId: string
  readonly reference: string
  readonly transaction: ProviderTransaction
}

export type CallbackRequest = { readonly headers: Headers; readonly body: string; readonly now: Date }

/**
 * The port every payment provider adapter implements. Our use cases (start, return, callback,
 * status, refund) speak only to this; adapters turn the provider's shapes into these types.
 */
export interface PaymentProvider {
  readonly name: string
  /**
   * Asks the provider to charge (or hold) the card. An error answer means the provider refused
   * and took nothing; when its answer is not known (no connection, no answer in time) the adapter
   * throws, and the attempt is settled later by lookup.
   */
  createPayment(input: CreatePaymentInput): Promise<Result<CreatePaymentAnswer>>
  /** Reads (and checks) the query the provider sends the browser back with. */
  handleReturn(query: URLSearchParams): Result<{ readonly reference: string; readonly transactionId: string }>
  /** Checks the callback's signature and timestamp and reads it: INVALID_SIGNATURE / STALE_CALLBACK. */
  parseCallback(request: CallbackRequest): Result<ProviderEvent>
  /**
   * What the provider knows of our attempt `reference` now: its final transaction, one still open
   * (the card holder has not finished 3-D Secure), or nothing (the attempt never reached it, or was
   * closed unfinished: no money was or can be taken). How an
   * attempt whose answer was lost (a crash, a dropped connection) is settled: never by guessing.
   */
  lookup(reference: string): Promise<Result<LookupAnswer>>
  /** Gives back (part of) a collected payment; the same key refunds once. */
  refund(input: GiveBackInput): Promise<Result<{ readonly refundId: string; readonly refundedAmount: Money }>>
  /** Releases (part of) a pre-authorised amount held on the card; the same key releases once. */
  release(input: GiveBackInput): Promise<Result<{ readonly refundId: string }>>
  /**
   * Closes a transaction the card holder has not finished (3-D Secure open), so it can no longer
   * take money. When it finished meanwhile, answers its final state instead, to be settled.
   */
  voidPayment(transactionId: string): Promise<Result<VoidAnswer>>
}

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
