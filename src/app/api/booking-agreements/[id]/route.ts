import { z } from 'zod'

import { hasRole, ROLES } from '@/cms/access/roles'
import { readRentalAgreement } from '@/server/bookings/agreement/agreement-file'
import type { PhotoViewer } from '@/server/bookings/handover-photos'
import { readManageAccess } from '@/server/manage/manage-cookies'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const idSchema = z.coerce.number().int().positive()

/**
 * `GET /api/booking-agreements/{id}` (the booking's id): its signed rental agreement (PDF) for
 * staff (the admin's session) or for the booking's renter (their manage look-up); 404 for anyone
 * else, the same as for a booking without one. Never kept by a shared cache.
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
  const agreement = await readRentalAgreement({ payload, bookingId: id.data, viewer })
  if (!agreement) return notFound()
  const disposition = new URL(request.url).searchParams.get('download') === '1' ? 'attachment' : 'inline'
  return new Response(new Uint8Array(agreement.data), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="agreement-${agreement.number}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

function notFound(): Response {
  return Response.json({ errors: [{ message: 'There is no such agreement.' }] }, { status: 404 })
}
