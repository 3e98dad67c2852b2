import 'server-only'

import { NextResponse, type NextRequest } from 'next/server'

import { domainError, httpStatusFor, type DomainError } from '@/domain/errors/errors'

import { notFoundPage } from './not-found-page'
import { logRefusal } from './refusal-log'
import { readBodyWithin } from './request-body'
import {
  isApiPath,
  isForeignOrigin,
  isMalformedPath,
  isDecodableActionPost,
  isSitePage,
  localeOfPath,
} from './request-guards'

/**
 * The most a post to a page may carry: Next's own limit for server action bodies (1 MB, not
 * raised in next.config.ts), which it enforces by throwing, answered as a 500.
 */
const MAX_PAGE_POST_BYTES = 1024 * 1024

/**
 * The proxy's first step. Answers, with one log line each:
 * - a malformed address: a plain 404 page in the path's language for a site page (Next cannot
 *   render its own pages for an address it cannot decode), else 400;
 * - a POST to a page or the admin from a foreign Origin (cross-site form or server action): 403;
 * - a POST to a page over 1 MB: 413, read no further;
 * - a server action whose body the decoder would throw on (forged references, deep nesting): 400.
 * Returns undefined for everything else.
 */
export async function refuseBadRequest(request: NextRequest): Promise<NextResponse | undefined> {
  const path = request.nextUrl.pathname
  const method = request.method
  if (isMalformedPath(path)) {
    if (isSitePage(path)) {
      logRefusal({ status: 404, reason: 'malformed address', method, path })
      return notFoundPage(localeOfPath(path))
    }
    logRefusal({ status: 400, reason: 'malformed address', method, path })
    return badRequest(path, { ...domainError('BAD_REQUEST'), message: 'The address is not valid.' })
  }
  if (method !== 'POST' || isApiPath(path)) return undefined
  if (isForeignOrigin(request.headers)) {
    logRefusal({ status: 403, reason: 'cross-site post', method, path })
    return badRequest(path, domainError('FORBIDDEN'))
  }
  const body = await readBodyWithin(request.clone(), MAX_PAGE_POST_BYTES)
  if (!body.isOk) {
    logRefusal({ status: 413, reason: 'page post over 1 MB', method, path })
    return badRequest(path, body.error)
  }
  if (!(await isDecodableActionPost(request.headers, body.value))) {
    logRefusal({ status: 400, reason: 'unreadable server action body', method, path })
    return badRequest(path, domainError('BAD_REQUEST'))
  }
  return undefined
}

/** A catalogue error: JSON for the API (`{ success: false, error }`), plain text for pages. */
function badRequest(path: string, error: DomainError): NextResponse {
  const { code, message } = error
  const status = httpStatusFor(code)
  const headers = { 'cache-control': 'no-store' }
  if (isApiPath(path)) return NextResponse.json({ success: false, error: { code, message } }, { status, headers })
  return new NextResponse(message, { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
}
