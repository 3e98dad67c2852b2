import { domainError } from '@/domain/errors/errors'
import { toolbarTokenUser } from '@/server/auth/toolbar-token'
import { errorResponse, failureResponse, okResponse } from '@/server/http/api-response'
import { payloadClient } from '@/server/payload'
import { staffById } from '@/server/toolbar/staff'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `POST /v1/toolbar/check?token=`: 200 with the staff member's name while the token is
 * genuine, unexpired and its staff member still has a role; 401 otherwise (the browser clears it).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const userId = toolbarTokenUser({ token: new URL(request.url).searchParams.get('token'), now: new Date() })
    const staff = userId === undefined ? null : await staffById(await payloadClient(), userId)
    return staff ? okResponse({ name: staff.name }) : errorResponse(domainError('INVALID_TOKEN'))
  } catch (error) {
    return failureResponse({ route: 'toolbar-check', error, fallback: 'CONTENT_UNAVAILABLE' })
  }
}
