import 'server-only'

import { domainError, type DomainError } from '@/domain/errors/errors'
import { isForeignOrigin } from '@/server/http/request-guards'
import { clientIpOf } from '@/server/security/client-ip'

import { FORM_STAMP_HEADER } from './form-stamp'
import { botCheck } from './index'
import type { BotVerdict } from './port'

/** Names of the bot check's own fields in every sales and CMS form. */
export const BOT_FIELDS = { honeypot: 'website', token: 'g-recaptcha-response' } as const

/**
 * What every sales and CMS form route checks before it reads the body, from the headers alone: a
 * post from another site (403), an address past its hourly limit (429 with Retry-After), a form
 * without a genuine start stamp signed at least a second ago (403, the built-in check). A client
 * refused here costs the server nothing of its upload.
 */
export async function screenFormRequest(request: Request, now: Date): Promise<DomainError | null> {
  if (isForeignOrigin(request.headers)) return domainError('FORBIDDEN')
  const verdict = await botCheck().screen({
    stamp: request.headers.get(FORM_STAMP_HEADER),
    clientIp: clientIpOf(request.headers),
    now,
  })
  return refusalOf(verdict)
}

/** After the form was read and checked: the honeypot or reCAPTCHA's token, and one count against the limit. */
export async function verifyFormSender(params: {
  request: Request
  fields: Readonly<Record<string, string>>
  now: Date
}): Promise<DomainError | null> {
  const verdict = await botCheck().verify({
    stamp: params.request.headers.get(FORM_STAMP_HEADER),
    token: params.fields[BOT_FIELDS.token],
    honeypot: params.fields[BOT_FIELDS.honeypot],
    clientIp: clientIpOf(params.request.headers),
    now: params.now,
  })
  return refusalOf(verdict)
}

function refusalOf(verdict: BotVerdict): DomainError | null {
  if (verdict.isHuman) return null
  if (verdict.reason === 'bot') return domainError('BOT_CHECK_FAILED')
  return domainError(
    'TOO_MANY_REQUESTS',
    verdict.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: verdict.retryAfterSeconds },
  )
}
