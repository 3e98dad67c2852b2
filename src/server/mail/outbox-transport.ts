import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import MailComposer from 'nodemailer/lib/mail-composer'
import type { Payload } from 'payload'

import type { MailTransport } from './mail-types'
import { toNodemailerMessage } from './mime'

/**
 * Writes each e-mail as an .eml file (the full MIME message, attachments included) into `folder`
 * and lists it in the admin's outbox-messages collection: what the demo shows instead of sending.
 */
export function createOutboxTransport(params: { payload: Payload; folder: string; now?: () => Date }): MailTransport {
  const now = params.now ?? (() => new Date())
  return {
    async send(mail) {
      const raw = await new MailComposer(toNodemailerMessage(mail)).compile().build()
      const stamp = now().toISOString().replace(/[:.]/g, '-')
      const filePath = path.join(params.folder, `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`)
      await mkdir(params.folder, { recursive: true })
      await writeFile(filePath, raw)
      await params.payload.create({
        collection: 'outbox-messages',
        data: { to: mail.to, subject: mail.subject, kind: mail.kind, booking: mail.bookingId, filePath },
        depth: 0,
      })
    },
  }
}
