import { z } from 'zod'

import { hasRole, ROLES } from '@/cms/access/roles'
import { readHandoverPhoto, type PhotoViewer } from '@/server/bookings/handover-photos'
import { readManageAccess } from '@/server/manage/manage-cookies'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const idSchema = z.coerce.number().int().positive()

/**
 * `GET /api/booking-photos/{id}` (`?size=thumbnail`): a check-out photo for staff (the admin's
 * session) or for the renter of its booking (their manage look-up); 404 for anyone else, the same
 * as for a photo that does not exist. Never cached by a shared cache.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = idSchema.safeParse((await context.params).id)
  if (!id.success) return notFound()
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  let viewer: PhotoViewer = { kind: 'anyone' }
  if (hasRole(user, ...ROLES)) viewer = { kind: 'staff' }
  else {
    const access = await readManageAccess()
    if (access) viewer = { kind: 'renter', ...access }
  }
  const size = new URL(request.url).searchParams.get('size') === 'thumbnail' ? 'thumbnail' : 'full'
  const photo = await readHandoverPhoto({ payload, photoId: id.data, size, viewer })
  if (!photo) return notFound()
  return new Response(new Uint8Array(photo.data), {
    headers: {
      'content-type': photo.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

function notFound(): Response {
  return Response.json({ errors: [{ message: 'There is no such photo.' }] }, { status: 404 })
}
