import { createHash } from 'node:crypto'

import type Mail from 'nodemailer/lib/mailer'

import { env } from '@/env'

import type { OutgoingMail } from './mail-types'

/** Our e-mail as nodemailer's message options (the same for SMTP and for the .eml outbox). */
export function toNodemailerMessage(mail: OutgoingMail): Mail.Options {
  return {
    from: env.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers && { headers: { ...mail.headers } }),
    ...(mail.effectKey && { messageId: effectMessageId(mail.effectKey) }),
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: typeof attachment.content === 'string' ? attachment.content : Buffer.from(attachment.content),
    })),
  }
}

/** The same Message-ID for every try of one booking effect's e-mail. */
function effectMessageId(effectKey: string): string {
  const host = new URL(env.SITE_URL).hostname || 'vegur.local'
  return `<${createHash('sha256').update(effectKey).digest('hex').slice(0, 32)}@${host}>`
}
