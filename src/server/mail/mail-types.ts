import 'server-only'

import type { HANDOVER_MAIL_KINDS, MAIL_KINDS, SALES_MAIL_KINDS } from '@/cms/collections/OutboxMessages'

export type MailKind = (typeof MAIL_KINDS)[number]
export type SalesMailKind = (typeof SALES_MAIL_KINDS)[number]
export type HandoverMailKind = (typeof HANDOVER_MAIL_KINDS)[number]

type MailAttachment = {
  readonly filename: string
  readonly contentType: string
  readonly content: Uint8Array | string
}

/** A customer e-mail, ready to send. */
export type OutgoingMail = {
  readonly kind: MailKind | HandoverMailKind | SalesMailKind
  /** The booking a customer e-mail is about; none for sales mail. */
  readonly bookingId?: number
  readonly to: string
  readonly subject: string
  readonly html: string
  readonly text: string
  readonly attachments: readonly MailAttachment[]
  /** Extra headers, e.g. List-Unsubscribe on a price-watch alert. */
  readonly headers?: Readonly<Record<string, string>>
  /**
   * The booking effect sending it (src/server/bookings/effects): the outbox keeps one message per
   * key however often it is tried, and SMTP gets a Message-ID made from it, so a copy sent again
   * after a crash is recognised as the same message.
   */
  readonly effectKey?: string
}

/** Where customer e-mails go: an SMTP server, or the outbox folder. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>
}
