import 'server-only'

import { failWith, ok, type Result } from '@/domain/errors/result'

/**
 * A request body of at most `maxBytes`, read before anything parses it: refused from its declared
 * length without reading a byte, or as soon as what arrives passes the limit (a body sent without
 * a length); REQUEST_TOO_LARGE (413) either way. Nothing more than the limit is ever held.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Result<Uint8Array<ArrayBuffer>>> {
  if (declaresMoreThan(request, maxBytes)) return failWith('REQUEST_TOO_LARGE')
  if (!request.body) return ok(new Uint8Array(0))
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return failWith('REQUEST_TOO_LARGE')
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return ok(body)
}

/** Whether the request says it carries more than `maxBytes` (Content-Length); nothing is read. */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0')
  return !Number.isFinite(declared) || declared > maxBytes
}
