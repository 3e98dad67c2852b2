import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { hasRole } from '../../cms/access/roles'
import { payloadClient } from '../payload'

/**
 * The latest draft of page `id` in `locale`, for the live preview: only for an editor signed in to
 * the admin on this request, else null. Read per request, never from or into the page cache.
 */
export async function draftPageForEditor(params: {
  readonly id: string
  readonly locale: Locale
  readonly headers: Headers
}): Promise<Page | null> {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: params.headers })
  if (user?.collection !== 'users' || !hasRole(user, 'admin', 'editor')) return null
  return payload
    .findByID({
      collection: 'pages',
      id: Number(params.id),
      locale: params.locale,
      depth: 2,
      draft: true,
      disableErrors: true,
      overrideAccess: false,
      user,
    })
    .catch(() => null)
}
