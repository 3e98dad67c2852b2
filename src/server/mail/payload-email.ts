import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transporter } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type { EmailAdapter, Payload } from 'payload'

import { STAFF_MAIL_KIND } from '@/cms/collections/OutboxMessages'
import { env, outboxDir } from '@/env'

import { storeInOutbox } from './outbox-store'

/**
 * Payload's own mail (password reset and any other auth mail) through Payload's nodemailer adapter,
 * on the customer-mail path: the SMTP server of SMTP_URL, else the outbox folder listed in the admin.
 */
export async function payloadEmailAdapter(): Promise<EmailAdapter> {
  let payloadOfProcess: Payload | undefined
  const transport = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : outboxTransporter(() => {
        if (!payloadOfProcess) throw new Error('Payload mail sent before Payload started')
        return payloadOfProcess
      })
  const [sender] = addressparser(env.MAIL_FROM, { flatten: true })
  const adapter = await nodemailerAdapter({
    defaultFromAddress: sender?.address || 'bookings@vegur.is',
    defaultFromName: sender?.name || 'Vegur',
    transport,
    // Checking the SMTP server at start-up would hold the boot on it (and log its address).
    skipVerify: true,
  })
  return (args) => {
    payloadOfProcess = args.payload
    return adapter(args)
  }
}

/** A nodemailer transport that keeps each message in the outbox instead of sending it. */
function outboxTransporter(payload: () => Payload): Transporter {
  return nodemailer.createTransport({
    name: 'vegur-outbox',
    version: '1',
    send(mail, callback) {
      const envelope = mail.message.getEnvelope()
      mail.message
        .build()
        .then((raw) =>
          storeInOutbox({
            payload: payload(),
            folder: outboxDir,
            raw,
            to: envelope.to.join(', '),
            subject: mail.data.subject ?? '',
            kind: STAFF_MAIL_KIND,
            now: new Date(),
          }),
        )
        .then(
          () => callback(null, { envelope, messageId: mail.message.messageId() }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined),
        )
    },
  })
}
