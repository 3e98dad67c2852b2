import 'server-only'

import { formFileAllowance, MAX_FILE_BYTES } from '@/domain/forms/check-form'
import { domainError, type DomainError } from '@/domain/errors/errors'
import { localeOr } from '@/i18n/locales'
import { inLanguage } from '@/server/http/api-response'
import { errorSummary } from '@/domain/security/error-summary'
import { payloadClient } from '@/server/payload'
import { screenFormRequest, verifyFormSender } from '@/server/sales/bot-check/gate'
import { saleFormFailure, saleFormOk } from '@/server/sales/inquiries/answer'

import { readStreamedForm } from './streamed-form'
import { checkSubmission, issueMessages, loadFormDefinition, storeSubmission } from './submit-form'

/** Room for a form's text fields and the multipart framing beside its files. */
const FIELDS_BYTES = 256 * 1024

/**
 * SPEC §7 `POST /v1/company/contact?sid={form}&ln={language}` (form data): a submission of a form
 * built in the CMS. Before the body is read: same origin, the address's hourly limit and the
 * signed start stamp (403, 429), and the form itself (404). The body is streamed within what the
 * form's file fields allow together (at most that many files, 7 MB each; one more is refused at
 * once), files kept only for the form's file fields. Then the fields are checked against the
 * form's rules (400 with a translated message per field; every file field's limits hold whether it
 * is shown or not), the honeypot, and the files of the visible file fields by content (415; a
 * hidden field's files are never decoded); nothing of a refused request is stored. Refusals carry
 * their message in the visitor's language. Answers `{ success, data: { id, confirmation } }`;
 * anything thrown is logged without the visitor's data and answered with SPEC §8's form error.
 */
export async function submitCmsForm(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const locale = localeOr(url.searchParams.get('ln'))
  const now = new Date()
  const refuse = async (error: DomainError) => saleFormFailure(await inLanguage(error, locale))
  let dispose: () => Promise<void> = async () => undefined
  try {
    const refused = await screenFormRequest(request, now)
    if (refused) return await refuse(refused)
    const payload = await payloadClient()
    const form = await loadFormDefinition({ payload, sid: url.searchParams.get('sid'), locale })
    if (!form.isOk) return await refuse(form.error)
    const fileFields = new Set(form.value.fields.filter((field) => field.kind === 'file').map((field) => field.name))
    const maxFiles = formFileAllowance(form.value.fields)
    const read = await readStreamedForm(request, {
      maxBytes: maxFiles * MAX_FILE_BYTES + FIELDS_BYTES,
      maxFiles,
      maxFileBytes: MAX_FILE_BYTES,
      keepsFilesOf: (field) => fileFields.has(field),
      tooManyFiles: (max) => domainError('TOO_MANY_FILES', { max }),
      fileTooLarge: (name) => domainError('FILE_TOO_LARGE', { name, maxMb: MAX_FILE_BYTES / (1024 * 1024) }),
    })
    if (!read.isOk) return await refuse(read.error)
    dispose = read.value.dispose
    const { fields, uploads } = read.value
    const checked = checkSubmission({ form: form.value, values: fields, uploads })
    if (checked.issues.length > 0) {
      const messages = await issueMessages(checked.issues, locale)
      const first = messages[0]?.message ?? domainError('VALIDATION_FAILED').message
      return saleFormFailure({ ...domainError('VALIDATION_FAILED'), message: first }, messages)
    }
    const sender = await verifyFormSender({ request, fields, now })
    if (sender) return await refuse(sender)
    const stored = await storeSubmission({
      payload,
      form: form.value,
      data: checked.data,
      files: checked.files,
      locale,
    })
    if (!stored.isOk) return await refuse(stored.error)
    return saleFormOk({ id: stored.value.id, confirmation: form.value.confirmation })
  } catch (error) {
    console.error(`[contact] ${errorSummary(error)}`)
    return refuse(domainError('SALE_FORM_FAILED')).catch(() => saleFormFailure(domainError('SALE_FORM_FAILED')))
  } finally {
    await dispose()
  }
}
