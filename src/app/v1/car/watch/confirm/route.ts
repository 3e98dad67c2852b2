import { domainError } from '@/domain/errors/errors'
import { errorResponse } from '@/server/http/api-response'
import { readBodyWithin } from '@/server/http/request-body'
import { isForeignOrigin } from '@/server/http/request-guards'
import { payloadClient } from '@/server/payload'
import { backToCar, confirmationPage, staleLink } from '@/server/sales/price-watch/link-answer'
import { confirmWatch, pendingWatchesOf } from '@/server/sales/price-watch/watches'

export const dynamic = 'force-dynamic'

/**
 * The double opt-in link of a price watch opens a page with a button (GET changes nothing, so
 * mail scanners confirm nothing); the button posts the token back and the watch turns on.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const pending = await pendingWatchesOf({ payload: await payloadClient(), token })
  return pending.isOk ? confirmationPage({ token, ...pending.value }) : staleLink()
}

/** The landing page's button: same site only, a small form body with the token. */
export async function POST(request: Request) {
  if (isForeignOrigin(request.headers)) return errorResponse(domainError('FORBIDDEN'))
  const body = await readBodyWithin(request, 1024)
  if (!body.isOk) return errorResponse(body.error)
  const token = new URLSearchParams(new TextDecoder().decode(body.value)).get('token')
  const result = await confirmWatch({ payload: await payloadClient(), token, now: new Date() })
  return result.isOk ? backToCar({ ...result.value, note: 'confirmed' }) : staleLink()
}
