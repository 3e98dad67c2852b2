import MailComposer from 'nodemailer/lib/mail-composer'
import type { Payload } from 'payload'

import type { MailTransport } from './mail-types'
import { toNodemailerMessage } from './mime'
import { storeInOutbox } from './outbox-store'

/**
 * Writes each e-mail as an .eml file (the full MIME message, attachments included) into `folder`
 * and lists it in the admin's outbox-messages collection: what the demo shows instead of sending.
 */
export function createOutboxTransport(params: { payload: Payload; folder: string; now?: () => Date }): MailTransport {
  const now = params.now ?? (() => new Date())
  return {
    async send(mail) {
      const raw = await new MailComposer(toNodemailerMessage(mail)).compile().build()
      await storeInOutbox({
        payload: params.payload,
        folder: params.folder,
        raw,
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        bookingId: mail.bookingId,
        effectKey: mail.effectKey,
        now: now(),
      })
    },
  }
}
