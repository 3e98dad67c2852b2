import 'server-only'

import type { Payload } from 'payload'

import { domainError } from '@/domain/errors/errors'
import type { Result } from '@/domain/errors/result'
import { FORM_FILES_SLUG } from '@/cms/forms/FormFiles'
import { reencode } from '@/server/sales/inquiries/photos'

type CheckedFile = { readonly name: string; readonly data: Buffer; readonly mimetype: 'image/jpeg' | 'application/pdf' }

const PDF_SIGNATURE = Buffer.from('%PDF-')

/**
 * Checks each file by its content, whatever its name or declared type says: a photo (JPEG, PNG,
 * WebP, HEIF/AVIF) is re-encoded as JPEG without its metadata (EXIF location gone); a PDF must
 * start with the PDF signature. Anything else is refused (FILE_NOT_ACCEPTED, 415).
 */
export async function checkFormFiles(files: readonly File[]): Promise<Result<CheckedFile[]>> {
  const checked: CheckedFile[] = []
  for (const [index, file] of files.entries()) {
    const bytes = Buffer.from(await file.arrayBuffer())
    if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
      checked.push({ name: `file-${index + 1}.pdf`, data: bytes, mimetype: 'application/pdf' })
      continue
    }
    const image = await reencode(bytes)
    if (!image) return { isOk: false, error: domainError('FILE_NOT_ACCEPTED', { name: file.name }) }
    checked.push({ name: `file-${index + 1}.jpg`, data: image, mimetype: 'image/jpeg' })
  }
  return { isOk: true, value: checked }
}

/** Stores checked files (editors only may read them) and answers their ids. */
export async function storeFormFiles(payload: Payload, files: readonly CheckedFile[]): Promise<number[]> {
  const ids: number[] = []
  for (const file of files) {
    const doc = await payload.create({
      collection: FORM_FILES_SLUG,
      data: {},
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.byteLength },
    })
    ids.push(doc.id)
  }
  return ids
}
