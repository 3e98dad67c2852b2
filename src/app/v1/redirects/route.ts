import { failureResponse, okResponse } from '@/server/http/api-response'
import { savedRedirectRules } from '@/server/redirects/rules'

export const dynamic = 'force-dynamic'

/** The redirect rules as the proxy's table loads them: `{ success, data: [{ oldPath, newPath, isPermanent }] }`. */
export async function GET(): Promise<Response> {
  try {
    return okResponse(await savedRedirectRules())
  } catch (error) {
    return failureResponse({ route: 'redirects', error, fallback: 'CONTENT_UNAVAILABLE' })
  }
}
