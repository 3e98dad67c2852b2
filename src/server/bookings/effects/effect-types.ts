import 'server-only'

import type { Money } from '@/domain/money/money'
import type { MailPayment } from '@/server/mail/booking-mail-data'
import type { HandoverMailKind, MailKind } from '@/server/mail/mail-types'

/** What an effect does, as stored in its `input`. */
export type EffectInput =
  /** An e-mail to the renter; a cancellation's says what was given back when it is sent. */
  | {
      readonly kind: 'mail'
      readonly mail: MailKind
      readonly payment?: MailPayment | undefined
      /** A payment link's expiry (ISO); the link itself is signed when the e-mail is sent, never stored. */
      readonly linkExpiresAt?: string | undefined
      /** What a staff refund gave back, for its e-mail. */
      readonly refunded?: Money | undefined
    }
  /** An e-mail of the car's return to the renter (the return report, a damage claim's notice or decision). */
  | {
      readonly kind: 'handover-mail'
      readonly mail: HandoverMailKind
      /** The later toll or fine the e-mail is about (its id on the booking; ADR 032). */
      readonly chargeId?: string | undefined
    }
  /** The refund or release recorded pending on the booking under this key, asked of its provider. */
  | { readonly kind: 'give-back'; readonly refundKey: string }
  /** The open payment attempt `reference`, closed at its provider (or settled, if it finished). */
  | { readonly kind: 'close-attempt'; readonly reference: string }
  /** A provider's notice on payment `transactionId` that staff must act on (a chargeback). */
  | { readonly kind: 'provider-notice'; readonly notice: string; readonly transactionId: string }
  /**
   * The deposit hold `holdId` captured in part (`amount`, the rest released with it) or released,
   * at the provider that holds it; `isStray`: a hold that is not the booking's own (released only).
   */
  | {
      readonly kind: 'deposit'
      /** capture or release after the return; extend: the hold's validity, while it is still needed (ADR 031). */
      readonly step: 'capture' | 'release' | 'extend'
      readonly holdId: string
      readonly provider: string
      readonly reference: string
      readonly amount: number
      /** When it was asked (ms since 1970): a hold asked again after a refusal is a new ask, with a key of its own. */
      readonly askedAt: number
      readonly isStray?: boolean | undefined
    }

/** An effect a command records: `key` names it once, whatever retries its command. */
export type NewEffect = { readonly key: string; readonly bookingId: number; readonly input: EffectInput }

/** An effect a worker has claimed. */
export type ClaimedEffect = {
  readonly id: number
  readonly key: string
  readonly bookingId: number
  readonly input: EffectInput
  /** Tries so far, this one included. */
  readonly attempts: number
}
