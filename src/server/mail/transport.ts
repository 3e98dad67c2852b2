import 'server-only'

import type { Payload } from 'payload'

import { env, outboxDir } from '@/env'

import type { MailTransport } from './mail-types'
import { createOutboxTransport } from './outbox-transport'
import { createSmtpTransport } from './smtp-transport'

/** SMTP when SMTP_URL is set, else the outbox folder under the data folder. */
export function defaultMailTransport(payload: Payload): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createOutboxTransport({ payload, folder: outboxDir })
}
