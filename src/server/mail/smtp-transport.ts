import 'server-only'

import nodemailer from 'nodemailer'

import type { MailTransport } from './mail-types'
import { toNodemailerMessage } from './mime'

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transporter.sendMail(toNodemailerMessage(mail))
    },
  }
}
