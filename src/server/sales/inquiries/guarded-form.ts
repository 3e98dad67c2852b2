import 'server-only'

import type { z } from 'zod'

import { domainError } from '@/domain/errors/errors'
import { fieldErrors } from '@/domain/validation/field-errors'
import { englishValidationMessage } from '@/domain/validation/messages'
import { localeOr, type Locale } from '@/i18n/locales'
import { errorSummary } from '@/server/mail/error-summary'
import { botCheck } from '@/server/sales/bot-check'
import { clientIpOf } from '@/server/security/client-ip'
import { isForeignOrigin } from '@/server/http/request-guards'

import { saleFormFailure } from './answer'
import { readSaleForm, type ReadForm } from './read-form'

/** Names of the bot check's own fields in every sales form. */
export const BOT_FIELDS = { honeypot: 'website', startedAt: 'startedAt', token: 'g-recaptcha-response' } as const

export type GuardedForm = ReadForm & { readonly locale: Locale; readonly now: Date }

/**
 * The shared edge of the sales form routes: same-origin only, the form read within its size
 * limit, `check` (the form's zod parsing) answered 400 with SPEC §5 messages per field, then the
 * bot check (403, or 429 past the per-address limit), then `run`. Anything thrown is logged
 * without the visitor's data and answered with SPEC §8's sale-form error (500).
 */
export function saleFormRoute<T>(params: {
  name: string
  check: (form: GuardedForm) => { isOk: true; value: T } | { isOk: false; error: z.ZodError }
  run: (value: T, form: GuardedForm, request: Request) => Promise<Response>
}): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      if (isForeignOrigin(request.headers)) {
        return saleFormFailure(domainError('FORBIDDEN'))
      }
      const read = await readSaleForm(request)
      if (!read.isOk) return saleFormFailure(read.error)
      const now = new Date()
      const form: GuardedForm = { ...read.value, locale: localeOr(read.value.fields.locale), now }
      const checked = params.check(form)
      if (!checked.isOk) {
        const fields = fieldErrors(checked.error).map((failure) => ({
          path: failure.path,
          message: englishValidationMessage(failure.key, failure.params.field || failure.path),
        }))
        const first = fields[0]?.message ?? domainError('VALIDATION_FAILED').message
        return saleFormFailure({ ...domainError('VALIDATION_FAILED'), message: first }, fields)
      }
      const verdict = await botCheck().verify({
        token: form.fields[BOT_FIELDS.token],
        honeypot: form.fields[BOT_FIELDS.honeypot],
        startedAt: form.fields[BOT_FIELDS.startedAt] ? Number(form.fields[BOT_FIELDS.startedAt]) : undefined,
        clientIp: clientIpOf(request.headers),
        now,
      })
      if (!verdict.isHuman) {
        return verdict.reason === 'rate-limited'
          ? saleFormFailure(
              domainError(
                'TOO_MANY_REQUESTS',
                verdict.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: verdict.retryAfterSeconds },
              ),
            )
          : saleFormFailure(domainError('BOT_CHECK_FAILED'))
      }
      return await params.run(checked.value, form, request)
    } catch (error) {
      console.error(`[${params.name}] ${errorSummary(error)}`)
      return saleFormFailure(domainError('SALE_FORM_FAILED'))
    }
  }
}
