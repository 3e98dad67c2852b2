import 'server-only'

import type { z } from 'zod'

import { domainError } from '@/domain/errors/errors'
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@/domain/sales/forms/photos'
import { fieldErrors } from '@/domain/validation/field-errors'
import { localeOr, type Locale } from '@/i18n/locales'
import { readStreamedForm, type Upload } from '@/server/forms/streamed-form'
import { errorSummary } from '@/domain/security/error-summary'
import { screenFormRequest, verifyFormSender } from '@/server/sales/bot-check/gate'
import { validationTextsIn } from '@/server/http/validation-texts'

import { saleFormFailure } from './answer'

export type GuardedForm = {
  readonly fields: Readonly<Record<string, string>>
  /** The photos (field `photos`), in temporary files; only forms that take photos get any. */
  readonly photos: readonly Upload[]
  readonly locale: Locale
  readonly now: Date
}

/** Room for a form's text fields and the multipart framing beside its photos. */
const FIELDS_BYTES = 256 * 1024

/**
 * The shared edge of the sales form routes. Before the body is read: same origin, the address's
 * hourly limit, the signed start stamp (screenFormRequest). Then the form streamed within its size
 * (a form without photos a few hundred kB; with photos what 20 photos of 7 MB allow), `check` (the
 * form's zod parsing) answered 400 with SPEC §5 messages per field, the honeypot or reCAPTCHA and
 * one count against the limit, then `run`. Anything thrown is logged without the visitor's data
 * and answered with SPEC §8's sale-form error (500). The photos' temporary files are deleted when
 * the answer is ready, whatever it is.
 */
export function saleFormRoute<T>(params: {
  name: string
  /** Whether the form may carry photos (field `photos`); a form that does not refuses any file. */
  takesPhotos: boolean
  check: (form: GuardedForm) => { isOk: true; value: T } | { isOk: false; error: z.ZodError }
  run: (value: T, form: GuardedForm, request: Request) => Promise<Response>
}): (request: Request) => Promise<Response> {
  return async (request) => {
    const now = new Date()
    let dispose: () => Promise<void> = async () => undefined
    try {
      const refused = await screenFormRequest(request, now)
      if (refused) return saleFormFailure(refused)
      const maxPhotos = params.takesPhotos ? MAX_PHOTOS : 0
      const read = await readStreamedForm(request, {
        maxBytes: maxPhotos * MAX_PHOTO_BYTES + FIELDS_BYTES,
        maxFiles: maxPhotos,
        maxFileBytes: MAX_PHOTO_BYTES,
        keepsFilesOf: (field) => field === 'photos',
        tooManyFiles: (max) => domainError('TOO_MANY_PHOTOS', { max }),
        fileTooLarge: (name) => domainError('PHOTO_TOO_LARGE', { name, maxMb: MAX_PHOTO_BYTES / (1024 * 1024) }),
      })
      if (!read.isOk) return saleFormFailure(read.error)
      dispose = read.value.dispose
      const { fields, uploads } = read.value
      const form: GuardedForm = { fields, photos: uploads, locale: localeOr(fields.locale), now }
      const checked = params.check(form)
      if (!checked.isOk) {
        const message = await validationTextsIn(form.locale, 'saleForms')
        const failures = fieldErrors(checked.error).map((failure) => ({
          path: failure.path,
          message: message(failure.key, failure.params.field || failure.path),
        }))
        const first = failures[0]?.message ?? domainError('VALIDATION_FAILED').message
        return saleFormFailure({ ...domainError('VALIDATION_FAILED'), message: first }, failures)
      }
      const sender = await verifyFormSender({ request, fields, now })
      if (sender) return saleFormFailure(sender)
      return await params.run(checked.value, form, request)
    } catch (error) {
      console.error(`[${params.name}] ${errorSummary(error)}`)
      return saleFormFailure(domainError('SALE_FORM_FAILED'))
    } finally {
      await dispose()
    }
  }
}
