import type { Endpoint, PayloadRequest } from 'payload'

import { APPROVER_ROLES, hasRole, type Role } from '../../access/roles'
import { newKey } from './key-secret'
import { PARTNER_KEYS_SLUG } from './slug'

/**
 * POST /api/partner-keys/{id}/issue-key (managers and admins, the admin's session): a new key for
 * the partner, answered once as `{ key }` and never again: only its hash is stored. The key it
 * replaces stops working at once.
 */
export const issueKeyEndpoint: Endpoint = {
  path: '/:id/issue-key',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!hasRole(req.user as { roles?: readonly Role[] } | null, ...APPROVER_ROLES)) {
      return answer(403, 'Only managers and admins issue partner keys.')
    }
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return answer(400, 'Name a partner key by its id.')
    const exists = await req.payload.count({ collection: PARTNER_KEYS_SLUG, where: { id: { equals: id } } })
    if (exists.totalDocs === 0) return answer(404, 'There is no such partner key.')
    const key = newKey()
    await req.payload.update({
      collection: PARTNER_KEYS_SLUG,
      id,
      data: { keyHash: key.hash, keyShown: key.shown, issuedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return Response.json({ key: key.plain }, { headers: { 'cache-control': 'no-store' } })
  },
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
}
