import 'server-only'

import type { Money } from '@/domain/money/money'
import type { MailPayment } from '@/server/mail/booking-mail-data'
import type { MailKind } from '@/server/mail/mail-types'

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
  /** The refund or release recorded pending on the booking under this key, asked of its provider. */
  | { readonly kind: 'give-back'; readonly refundKey: string }
  /** The open payment attempt `reference`, closed at its provider (or settled, if it finished). */
  | { readonly kind: 'close-attempt'; readonly reference: string }
  /** A provider's notice on payment `transactionId` that staff must act on (a chargeback). */
  | { readonly kind: 'provider-notice'; readonly notice: string; readonly transactionId: string }

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
