import { domainError } from '@/domain/errors/errors'
import { sitePath } from '@/domain/content/site-path'
import { DEFAULT_LOCALE, localeOr } from '@/i18n/locales'
import { issueToolbarToken } from '@/server/auth/toolbar-token'
import { errorResponse, failureResponse, okResponse } from '@/server/http/api-response'
import { payloadClient } from '@/server/payload'
import { signedInStaff } from '@/server/toolbar/staff'

export const dynamic = 'force-dynamic'

/**
 * A fresh toolbar token (15 minutes) for the staff member signed in to the admin, and the site
 * address of `?path=` in `?locale=` carrying it (`?token=`): the admin's "View on site" link.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const payload = await payloadClient()
    const staff = await signedInStaff(payload, request.headers)
    if (!staff) return errorResponse(domainError('INVALID_TOKEN'))
    const query = new URL(request.url).searchParams
    const path = query.get('path') ?? '/'
    if (!/^\/[^\s?#]*$/.test(path) || path.length > 300) return errorResponse(domainError('INVALID_REQUEST'))
    const { token, expiresInSeconds } = issueToolbarToken({ userId: staff.id, now: new Date() })
    const page = sitePath({ locale: localeOr(query.get('locale')), path, defaultLocale: DEFAULT_LOCALE })
    const url = `${page}?${new URLSearchParams({ token })}`
    return okResponse({ token, expiresInSeconds, url })
  } catch (error) {
    return failureResponse({ route: 'toolbar-token', error, fallback: 'CONTENT_UNAVAILABLE' })
  }
}
