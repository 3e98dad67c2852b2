import 'server-only'

import { open, readFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import { isPdfDocument, PDF_PROBE_BYTES } from '@/domain/forms/pdf-document'
import { fail, ok, type Result } from '@/domain/errors/result'
import { FORM_FILES_SLUG } from '@/cms/forms/FormFiles'
import { photoRefusal, reencode } from '@/server/sales/inquiries/photos'

import type { Upload } from './streamed-form'

type CheckedFile =
  | { readonly name: string; readonly mimetype: 'image/jpeg'; readonly data: Buffer }
  | { readonly name: string; readonly mimetype: 'application/pdf'; readonly path: string }

/**
 * Checks each file by its content, whatever its name or declared type says: a PDF must be a whole
 * PDF document (signature, cross-reference, end marker: what Payload checks when storing it); any
 * other file must decode as a photo (JPEG, PNG, WebP, HEIF/AVIF) of at most 50 megapixels and is
 * re-encoded as JPEG without its metadata (EXIF location gone). The first file that is neither is
 * refused (FILE_NOT_ACCEPTED, 415; PHOTO_TOO_MANY_PIXELS, 413) and nothing is stored.
 */
export async function checkFormFiles(uploads: readonly Upload[]): Promise<Result<CheckedFile[]>> {
  const checked: CheckedFile[] = []
  for (const [index, upload] of uploads.entries()) {
    if (await isPdfFile(upload.path)) {
      checked.push({ name: `file-${index + 1}.pdf`, mimetype: 'application/pdf', path: upload.path })
      continue
    }
    const image = await reencode(upload.path)
    if (!image.isOk) return fail(photoRefusal(upload.name, image.error, 'FILE_NOT_ACCEPTED'))
    checked.push({ name: `file-${index + 1}.jpg`, mimetype: 'image/jpeg', data: image.value })
  }
  return ok(checked)
}

/**
 * Stores checked files (editors only may read them) and answers their ids. All or nothing: when
 * one cannot be stored, the ones stored before it are deleted again.
 */
export async function storeFormFiles(payload: Payload, files: readonly CheckedFile[]): Promise<number[]> {
  const ids: number[] = []
  try {
    for (const file of files) {
      const data = 'data' in file ? file.data : await readFile(file.path)
      const doc = await payload.create({
        collection: FORM_FILES_SLUG,
        data: {},
        file: { data, mimetype: file.mimetype, name: file.name, size: data.byteLength },
      })
      ids.push(doc.id)
    }
    return ids
  } catch (error) {
    await deleteFormFiles(payload, ids)
    throw error
  }
}

/** Deletes stored form files (a submission that could not be stored after them). */
export async function deleteFormFiles(payload: Payload, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await payload.delete({ collection: FORM_FILES_SLUG, where: { id: { in: [...ids] } } }).catch(() => undefined)
}

async function isPdfFile(path: string): Promise<boolean> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(Math.min(8, size))
    await file.read(head, 0, head.byteLength, 0)
    const tail = Buffer.alloc(Math.min(PDF_PROBE_BYTES, size))
    await file.read(tail, 0, tail.byteLength, size - tail.byteLength)
    return isPdfDocument(head, tail)
  } finally {
    await file.close()
  }
}
