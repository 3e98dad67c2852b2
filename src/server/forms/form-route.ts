import 'server-only'

import { domainError, type DomainError } from '@/domain/errors/errors'
import { localeOr } from '@/i18n/locales'
import { errorSummary } from '@/server/mail/error-summary'
import { inLanguage } from '@/server/http/api-response'
import { isForeignOrigin } from '@/server/http/request-guards'
import { payloadClient } from '@/server/payload'
import { botCheck } from '@/server/sales/bot-check'
import { saleFormFailure, saleFormOk } from '@/server/sales/inquiries/answer'
import { BOT_FIELDS } from '@/server/sales/inquiries/guarded-form'
import { readSaleForm } from '@/server/sales/inquiries/read-form'
import { clientIpOf } from '@/server/security/client-ip'

import { checkSubmission, issueMessages, loadFormDefinition, storeSubmission } from './submit-form'

/**
 * SPEC §7 `POST /v1/company/contact?sid={form}&ln={language}` (form data): a submission of a form
 * built in the CMS. Same origin only; the form read within its size limit (20 files of 7 MB);
 * the fields checked against the form's rules (400 with a translated message per field); the bot
 * check of the sales forms (403, 429); files checked by content (415); then stored and e-mailed.
 * Refusals carry their message in the visitor's language, as editors worded it (error messages).
 * Answers `{ success, data: { id, confirmation } }`; anything thrown is logged without the
 * visitor's data and answered with SPEC §8's form error.
 */
export async function submitCmsForm(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const locale = localeOr(url.searchParams.get('ln'))
  const refuse = async (error: DomainError) => saleFormFailure(await inLanguage(error, locale))
  try {
    if (isForeignOrigin(request.headers)) {
      return refuse(domainError('FORBIDDEN'))
    }
    const payload = await payloadClient()
    const form = await loadFormDefinition({ payload, sid: url.searchParams.get('sid'), locale })
    if (!form.isOk) return refuse(form.error)
    const read = await readSaleForm(request)
    if (!read.isOk) return refuse(read.error)
    const { fields, uploads } = read.value
    const checked = checkSubmission({ form: form.value, values: fields, uploads })
    if (checked.issues.length > 0) {
      const messages = await issueMessages(checked.issues, locale)
      const first = messages[0]?.message ?? domainError('VALIDATION_FAILED').message
      return saleFormFailure({ ...domainError('VALIDATION_FAILED'), message: first }, messages)
    }
    const now = new Date()
    const verdict = await botCheck().verify({
      token: fields[BOT_FIELDS.token],
      honeypot: fields[BOT_FIELDS.honeypot],
      startedAt: fields[BOT_FIELDS.startedAt] ? Number(fields[BOT_FIELDS.startedAt]) : undefined,
      clientIp: clientIpOf(request.headers),
      now,
    })
    if (!verdict.isHuman) {
      return verdict.reason === 'rate-limited'
        ? refuse(
            domainError(
              'TOO_MANY_REQUESTS',
              verdict.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: verdict.retryAfterSeconds },
            ),
          )
        : refuse(domainError('BOT_CHECK_FAILED'))
    }
    const stored = await storeSubmission({
      payload,
      form: form.value,
      data: checked.data,
      files: checked.files,
      locale,
    })
    if (!stored.isOk) return refuse(stored.error)
    return saleFormOk({ id: stored.value.id, confirmation: form.value.confirmation })
  } catch (error) {
    console.error(`[contact] ${errorSummary(error)}`)
    return refuse(domainError('SALE_FORM_FAILED')).catch(() => saleFormFailure(domainError('SALE_FORM_FAILED')))
  }
}
