import { domainError } from '@/domain/errors/errors'
import { errorResponse, failureResponse } from '@/server/http/api-response'
import { payloadClient } from '@/server/payload'
import { editRedirectPath } from '@/server/toolbar/edit-redirect'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 editor link `/v1/toolbar/redirect?hash={hash}`: to where the current page (or car
 * model, car for sale, booking step) is edited in the admin, in the page's language (`&locale=`),
 * which asks for a sign-in if needed.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const url = new URL(request.url)
    const path = await editRedirectPath(
      await payloadClient(),
      url.searchParams.get('hash'),
      url.searchParams.get('locale'),
    )
    if (!path) return errorResponse(domainError('INVALID_REQUEST'))
    return new Response(null, { status: 302, headers: { location: path, 'cache-control': 'no-store' } })
  } catch (error) {
    return failureResponse({ route: 'toolbar-redirect', error, fallback: 'CONTENT_UNAVAILABLE' })
  }
}
