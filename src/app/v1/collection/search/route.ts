import { domainError } from '@/domain/errors/errors'
import { positiveIntParam } from '@/domain/content/section-page'
import { collectionOfId } from '@/domain/content/spec-ids'
import { collectionItems } from '@/server/content-api/collections'

import { contentLocale } from '../../../api/_lib/content-request'
import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v1/collection/search?cid=` (banners 269, upgrade filter 271, popular cars 272, car
 * details 190) and `&vehicleId=` for one model's details: `{ success, data: { id, name, items,
 * totalCount } }`, car items with `vehicleId` and `path`. A car details search for a model that is
 * not in the fleet has no items and names `/our-cars`, where SPEC §8 sends the visitor. 400 for a
 * missing or malformed id, 404 COLLECTION_NOT_FOUND for an id the spec does not give.
 */
export const GET = apiRoute({
  name: 'content-collection-search',
  fallback: 'CONTENT_UNAVAILABLE',
  scope: 'content',
  run: async ({ request, now }) => {
    const locale = contentLocale(request)
    const params = new URL(request.url).searchParams
    const cid = positiveIntParam(params.get('cid'))
    if (cid === undefined)
      return { outcome: invalid(params.get('cid') === null ? 'required' : 'format', 'cid'), locale }
    const rawVehicleId = params.get('vehicleId')
    const vehicleId = rawVehicleId === null ? undefined : positiveIntParam(rawVehicleId)
    if (rawVehicleId !== null && vehicleId === undefined) return { outcome: invalid('format', 'vehicleId'), locale }
    const name = collectionOfId(cid)
    if (!name) return { outcome: { isOk: false, error: domainError('COLLECTION_NOT_FOUND', { id: cid }) }, locale }
    const collection = await collectionItems({ name, locale, vehicleId, now })
    const isMissingCar = name === 'carDetails' && vehicleId !== undefined && collection.items.length === 0
    return {
      outcome: { isOk: true, value: { data: isMissingCar ? { ...collection, redirect: '/our-cars' } : collection } },
      locale,
    }
  },
})

function invalid(kind: 'required' | 'format', field: string) {
  const message = kind === 'required' ? `${field} is required` : `${field} is in invalid format`
  return { isOk: false as const, error: { ...domainError('VALIDATION_FAILED'), message } }
}
