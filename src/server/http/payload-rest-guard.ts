import 'server-only'

import type { Collection, FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'

import { isIdSegment, whereProblem, type FieldKindOf, type QueryFieldKind } from '@/domain/security/rest-query'
import { MAX_UPLOAD_REQUEST_BYTES } from '@/cms/collections/Media'

import { readBodyWithin } from './request-body'

/** Payload's auth operations take an e-mail, a password or a token: a few hundred bytes. */
const MAX_AUTH_BODY_BYTES = 16 * 1024
/** An editor's JSON save (a page with its blocks and rich text in one language) stays well below this. */
const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024

const AUTH_OPERATIONS = new Set([
  'login',
  'logout',
  'forgot-password',
  'reset-password',
  'unlock',
  'refresh-token',
  'first-register',
  'verify',
])
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Payload's own bookkeeping, never served over REST (Payload answers its migrations with a 501). */
const NOT_SERVED = new Set(['payload-migrations'])

/**
 * The checks in front of Payload's REST API (`/api/…`), before Payload parses anything:
 * - a body limit per route (413): auth operations 16 kB, JSON saves 2 MB, uploads 8 MB; a
 *   multipart body must parse (400), since Payload answers one it cannot parse with a 500;
 * - a document id in the path that is no serial id answers 404 (the database driver threw);
 * - a `where` with values of the wrong kind answers 400 with what is wrong (see rest-query.ts);
 * - `?prefix=` on a file of a collection without prefixes answers 400.
 * Answers the request to hand to Payload (its body read into memory when it was limited by
 * reading), or the refusal, in Payload's error shape.
 */
export async function guardPayloadRest(params: {
  readonly request: Request
  readonly slug: readonly string[]
  readonly payload: Payload
}): Promise<{ readonly refusal: Response } | { readonly request: Request }> {
  const { payload, slug } = params
  const url = new URL(params.request.url)
  if (NOT_SERVED.has(slug[0] ?? '')) return { refusal: refusal(404, 'Not Found') }
  const collection = (payload.collections as Record<string, Collection | undefined>)[slug[0] ?? '']?.config
  const problem = collection ? collectionProblem({ collection, slug, url, payload }) : globalProblem(slug)
  if (problem) return { refusal: refusal(problem.status, problem.message) }
  const operation = slug[1] ?? ''
  const isAuthOperation =
    collection !== undefined && AUTH_OPERATIONS.has(operation) && isLiteralEndpoint(collection, operation)
  return limitedBody(params.request, isAuthOperation)
}

type Problem = { readonly status: 400 | 404; readonly message: string }

function collectionProblem(params: {
  collection: SanitizedCollectionConfig
  slug: readonly string[]
  url: URL
  payload: Payload
}): Problem | null {
  const { collection, slug, url, payload } = params
  const [, second, third] = slug
  if (
    second !== undefined &&
    !isLiteralEndpoint(collection, second) &&
    !isIdSegment(second) &&
    !takesNamedKey(collection)
  ) {
    return { status: 404, message: 'Not Found' }
  }
  if ((second === 'versions' || second === 'access') && third !== undefined && !isIdSegment(third)) {
    return { status: 404, message: 'Not Found' }
  }
  if (second === 'file' && url.searchParams.has('prefix') && !hasField(collection, 'prefix')) {
    return { status: 400, message: 'Files of this collection have no prefix.' }
  }
  const where = whereProblem(url.searchParams, fieldKinds(payload, collection))
  return where ? { status: 400, message: where } : null
}

/** `/api/globals/{slug}/versions/{id}`: the version id is a serial id. */
function globalProblem(slug: readonly string[]): Problem | null {
  const [first, , third, fourth] = slug
  if (first === 'globals' && third === 'versions' && fourth !== undefined && !isIdSegment(fourth)) {
    return { status: 404, message: 'Not Found' }
  }
  return null
}

async function limitedBody(
  request: Request,
  isAuthOperation: boolean,
): Promise<{ readonly refusal: Response } | { readonly request: Request }> {
  if (!WITH_BODY.has(request.method) || !request.body) return { request }
  const contentType = request.headers.get('content-type') ?? ''
  const isMultipart = /^multipart\//i.test(contentType)
  const maxBytes = isAuthOperation ? MAX_AUTH_BODY_BYTES : isMultipart ? MAX_UPLOAD_REQUEST_BYTES : MAX_JSON_BODY_BYTES
  const body = await readBodyWithin(request, maxBytes)
  if (!body.isOk) return { refusal: tooLarge() }
  // Payload answers a multipart body it cannot parse (no boundary, cut short) with a 500.
  if (isMultipart && !(await isReadableForm(contentType, body.value))) {
    return { refusal: refusal(400, 'The form data could not be read.') }
  }
  const headers = new Headers(request.headers)
  headers.set('content-length', String(body.value.byteLength))
  return { request: new Request(request.url, { method: request.method, headers, body: body.value }) }
}

async function isReadableForm(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData()
    return true
  } catch {
    return false
  }
}

function tooLarge(): Response {
  return refusal(413, 'The request body is too large.')
}

/** Payload's own error shape, so the admin shows the message. */
function refusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
}

/** Whether a path segment names one of the collection's endpoints (`count`, `versions`, `login`, `csv`…) rather than an id. */
function isLiteralEndpoint(collection: SanitizedCollectionConfig, segment: string): boolean {
  if (segment.startsWith(':')) return false
  return (collection.endpoints || []).some((endpoint) => endpoint.path.split('/')[1] === segment)
}

/**
 * Whether the collection has an endpoint keyed by something other than a serial id in its first
 * segment (Payload's preferences: `/api/payload-preferences/:key`, keys such as `locale:0`).
 */
function takesNamedKey(collection: SanitizedCollectionConfig): boolean {
  return (collection.endpoints || []).some((endpoint) => {
    const first = endpoint.path.split('/')[1] ?? ''
    return first.startsWith(':') && first !== ':id'
  })
}

function hasField(collection: SanitizedCollectionConfig, name: string): boolean {
  return collection.flattenedFields.some((field) => field.name === name)
}

/** The kind of each dotted field path of a collection, through groups, arrays and relationships. */
function fieldKinds(payload: Payload, collection: SanitizedCollectionConfig): FieldKindOf {
  return (path) => {
    let fields: readonly FlattenedField[] | undefined = collection.flattenedFields
    const segments = path.split('.')
    for (const [index, segment] of segments.entries()) {
      const isLast = index === segments.length - 1
      if (segment === 'id' && isLast) return 'number'
      const field: FlattenedField | undefined = fields?.find((candidate) => candidate.name === segment)
      if (!field) return undefined
      if (isLast) return kindOf(field)
      if ('flattenedFields' in field) fields = field.flattenedFields
      else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
        fields = (payload.collections as Record<string, Collection | undefined>)[field.relationTo]?.config
          .flattenedFields
      } else return 'other'
    }
    return undefined
  }
}

function kindOf(field: FlattenedField): QueryFieldKind {
  switch (field.type) {
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'point':
      return 'point'
    case 'relationship':
    case 'upload':
      // Every collection's ids are serial numbers; a field that may point at several collections takes objects.
      return typeof field.relationTo === 'string' ? 'number' : 'other'
    case 'text':
    case 'email':
    case 'textarea':
    case 'select':
    case 'radio':
    case 'code':
      return 'text'
    default:
      return 'other'
  }
}
