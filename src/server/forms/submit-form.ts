import 'server-only'

import { getTranslations } from 'next-intl/server'
import type { Payload } from 'payload'

import { checkForm, type ChosenFile, type FormIssue } from '@/domain/forms/check-form'
import type { FormDefinition } from '@/domain/forms/form-definition'
import { formDefinitionOf } from '@/domain/forms/from-document'
import { formIssueMessage } from '@/domain/forms/form-messages'
import { domainError, type DomainError } from '@/domain/errors/errors'
import type { Result } from '@/domain/errors/result'
import { FORM_SUBMISSIONS_SLUG, FORMS_SLUG } from '@/cms/forms/formBuilder'
import type { Locale } from '@/i18n/locales'

import { checkFormFiles, deleteFormFiles, storeFormFiles } from './form-files'
import type { Upload } from './streamed-form'

/** The published form `sid` in `locale`, as the browser rendered it, or FORM_NOT_FOUND. */
export async function loadFormDefinition(params: {
  payload: Payload
  sid: string | null
  locale: Locale
}): Promise<Result<FormDefinition>> {
  const id = Number(params.sid)
  if (!params.sid || !Number.isSafeInteger(id) || id <= 0) return { isOk: false, error: domainError('FORM_NOT_FOUND') }
  const found = await params.payload.find({
    collection: FORMS_SLUG,
    where: { id: { equals: id } },
    locale: params.locale,
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  return doc ? { isOk: true, value: formDefinitionOf(doc) } : { isOk: false, error: domainError('FORM_NOT_FOUND') }
}

/**
 * The issues of a submission, or the values and files to store: the files of the visible file
 * fields; files of hidden or unknown fields are dropped here, before anything decodes them.
 */
export function checkSubmission(params: {
  form: FormDefinition
  values: Readonly<Record<string, string>>
  uploads: readonly Upload[]
}): { issues: readonly FormIssue[]; data: readonly { field: string; value: string }[]; files: Upload[] } {
  const chosen: Record<string, ChosenFile[]> = {}
  for (const upload of params.uploads) (chosen[upload.field] ??= []).push(upload)
  const { issues, data, fileFields } = checkForm({ fields: params.form.fields, values: params.values, files: chosen })
  const kept = new Set(fileFields)
  return { issues, data, files: params.uploads.filter((upload) => kept.has(upload.field)) }
}

/** Each issue as `{ path, message }` in the visitor's language (SPEC §5 messages, Icelandic default). */
export async function issueMessages(
  issues: readonly FormIssue[],
  locale: Locale,
): Promise<{ path: string; message: string }[]> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return issues.map((issue) => ({
    path: issue.field,
    message: formIssueMessage(issue, (key, params) => t(key, params), locale),
  }))
}

/**
 * Stores an accepted submission: every file checked by content first (one that fails refuses the
 * whole submission, nothing stored), then the files and the submission with its values and
 * language; a submission that cannot be stored takes its files with it. The form builder's hook
 * e-mails it to the form's recipients.
 */
export async function storeSubmission(params: {
  payload: Payload
  form: FormDefinition
  data: readonly { field: string; value: string }[]
  files: readonly Upload[]
  locale: Locale
}): Promise<Result<{ id: number }, DomainError>> {
  const files = await checkFormFiles(params.files)
  if (!files.isOk) return files
  const fileIds = await storeFormFiles(params.payload, files.value)
  try {
    const doc = await params.payload.create({
      collection: FORM_SUBMISSIONS_SLUG,
      data: {
        form: Number(params.form.id),
        submissionData: params.data.map(({ field, value }) => ({ field, value })),
        files: fileIds,
        locale: params.locale,
      },
      locale: params.locale,
    })
    return { isOk: true, value: { id: doc.id } }
  } catch (error) {
    await deleteFormFiles(params.payload, fileIds)
    throw error
  }
}
