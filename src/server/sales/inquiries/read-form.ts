import 'server-only'

import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@/domain/sales/forms/photos'
import { domainError, type DomainError } from '@/domain/errors/errors'

/** The largest form body read: 20 photos of 7 MB and room for the fields and multipart framing. */
export const MAX_FORM_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024

export type ReadForm = {
  readonly fields: Record<string, string>
  readonly files: readonly File[]
  /** Every chosen file with the name of its field (the CMS forms' file fields). */
  readonly uploads: readonly { readonly field: string; readonly file: File }[]
}

/**
 * Reads a multipart or url-encoded form of at most MAX_FORM_BYTES (REQUEST_TOO_LARGE above it,
 * refused from the declared length before anything is read). Text fields come back by name (the
 * first value); files named `photos` in order, empty ones (no file chosen) left out; every file in
 * `uploads` with its field name.
 */
export async function readSaleForm(
  request: Request,
): Promise<{ isOk: true; value: ReadForm } | { isOk: false; error: DomainError }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_FORM_BYTES) return { isOk: false, error: domainError('REQUEST_TOO_LARGE') }
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
    return { isOk: false, error: domainError('BAD_REQUEST') }
  }
  const body = await readLimited(request)
  if (body === undefined) return { isOk: false, error: domainError('REQUEST_TOO_LARGE') }
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { isOk: false, error: domainError('BAD_REQUEST') }
  }
  const fields: Record<string, string> = {}
  const files: File[] = []
  const uploads: { field: string; file: File }[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!(name in fields)) fields[name] = value
    } else if (value.size > 0) {
      if (name === 'photos') files.push(value)
      uploads.push({ field: name, file: value })
    }
  }
  return { isOk: true, value: { fields, files, uploads } }
}

async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_FORM_BYTES) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const merged = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    merged.set(chunk, at)
    at += chunk.byteLength
  }
  return merged
}
