import 'server-only'

import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { domainError, type DomainError } from '@/domain/errors/errors'
import { fail, ok, type Result } from '@/domain/errors/result'

import { declaresMoreThan } from '../http/request-body'

/** A file of the form, kept in a temporary file until the form is done with (never in memory). */
export type Upload = { readonly field: string; readonly name: string; readonly path: string; readonly size: number }

export type StreamedForm = {
  /** Text fields by name (the first value of each). */
  readonly fields: Readonly<Record<string, string>>
  /** The files of the fields `keepsFilesOf` accepts, in the order they came; empty file inputs left out. */
  readonly uploads: readonly Upload[]
  /** Deletes the temporary files; call it when the request is answered, whatever happened. */
  readonly dispose: () => Promise<void>
}

export type FormLimits = {
  /** The whole body, refused from its declared length and again as it streams. */
  readonly maxBytes: number
  /** Files the form may carry in all, whatever their field: one more is refused at once. */
  readonly maxFiles: number
  readonly maxFileBytes: number
  /** Fields whose files are kept; files of any other field are dropped as they arrive, unread. */
  readonly keepsFilesOf: (field: string) => boolean
  readonly tooManyFiles: (max: number) => DomainError
  readonly fileTooLarge: (name: string) => DomainError
}

/** A text field longer than this is no form field of ours (the longest is a 5,000-character message). */
const MAX_FIELD_BYTES = 16 * 1024
const MAX_FIELDS = 100
/**
 * What a form's text fields and multipart framing may take beside its files: a field still being
 * sent is stopped here, not only once it ends (busboy reports an over-long field at its end).
 */
const MAX_NON_FILE_BYTES = 256 * 1024
/** Slack for the one chunk the parser may not have handed to a file yet when bytes are counted. */
const CHUNK_SLACK = 128 * 1024

/**
 * Reads a multipart or url-encoded form as it streams in, within `limits`, with busboy: the body
 * is refused by its declared length before a byte is read (413), and stopped the moment it passes
 * a limit (413 for size, `tooManyFiles` for one file too many, `fileTooLarge` for a file over its
 * size, 413 for a field over 16 kB); files go to a temporary folder, so memory stays small however
 * many requests upload at once. Nothing is decoded here.
 */
export async function readStreamedForm(request: Request, limits: FormLimits): Promise<Result<StreamedForm>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
    return fail(domainError('BAD_REQUEST'))
  }
  if (declaresMoreThan(request, limits.maxBytes)) return fail(domainError('REQUEST_TOO_LARGE'))
  if (!request.body) return fail(domainError('BAD_REQUEST'))
  const folder = await mkdtemp(path.join(tmpdir(), 'vegur-form-'))
  const dispose = () => rm(folder, { recursive: true, force: true })
  const read = await streamInto({ body: request.body, contentType, limits, folder })
  if (!read.isOk) {
    await dispose()
    return read
  }
  return ok({ ...read.value, dispose })
}

async function streamInto(params: {
  body: ReadableStream<Uint8Array>
  contentType: string
  limits: FormLimits
  folder: string
}): Promise<Result<Omit<StreamedForm, 'dispose'>>> {
  const { limits, folder } = params
  const fields: Record<string, string> = {}
  const uploads: Upload[] = []
  const writes: Promise<void>[] = []
  let problem: DomainError | undefined
  let received = 0
  let fileBytes = 0
  let fileCount = 0

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': params.contentType },
      limits: {
        fieldSize: MAX_FIELD_BYTES,
        fields: MAX_FIELDS,
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        parts: MAX_FIELDS + limits.maxFiles,
      },
    })
  } catch {
    return fail(domainError('BAD_REQUEST'))
  }
  const source = Readable.fromWeb(params.body as WebReadableStream<Uint8Array>)
  const stop = (error: DomainError) => {
    if (problem) return
    problem = error
    // Busboy emits its limit events from inside its own write: tear down once it has returned.
    setImmediate(() => {
      source.destroy()
      parser.destroy()
    })
  }

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) return stop(domainError('REQUEST_TOO_LARGE'))
    if (!(name in fields)) fields[name] = value
  })
  parser.on('file', (field, stream, info) => {
    fileCount += 1
    stream.on('data', (chunk: Buffer) => (fileBytes += chunk.byteLength))
    if (problem || !limits.keepsFilesOf(field) || !info.filename) {
      stream.resume()
      return
    }
    const upload = { field, name: info.filename.slice(0, 200), path: path.join(folder, `${fileCount}.upload`), size: 0 }
    stream.on('data', (chunk: Buffer) => (upload.size += chunk.byteLength))
    stream.on('limit', () => stop(limits.fileTooLarge(upload.name)))
    writes.push(
      pipeline(stream, createWriteStream(upload.path)).then(
        () => {
          if (upload.size > 0) uploads.push(upload)
        },
        () => undefined,
      ),
    )
  })
  parser.on('filesLimit', () => stop(limits.tooManyFiles(limits.maxFiles)))
  parser.on('fieldsLimit', () => stop(domainError('REQUEST_TOO_LARGE')))
  parser.on('partsLimit', () => stop(domainError('REQUEST_TOO_LARGE')))
  source.on('data', (chunk: Buffer) => {
    received += chunk.byteLength
    const isTooLarge = received > limits.maxBytes || received - fileBytes > MAX_NON_FILE_BYTES + CHUNK_SLACK
    if (isTooLarge) stop(domainError('REQUEST_TOO_LARGE'))
  })

  try {
    await pipeline(source, parser)
  } catch {
    problem ??= domainError('BAD_REQUEST')
  }
  await Promise.all(writes)
  if (problem) return fail(problem)
  return ok({ fields, uploads: uploads.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true })) })
}
