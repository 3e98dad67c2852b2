import { randomBytes } from 'node:crypto'

import type { Field } from 'payload'

import { isPageHash } from '../../../domain/content/edit-target'

/**
 * SPEC §3 Page `hash`: the page's own name for the view statistic (`POST /v1/stat/view`) and the
 * toolbar's edit link (`/v1/toolbar/redirect?hash=`). Given once when the page is created, never
 * copied to a duplicate, not editable.
 */
export const pageHashField: Field = {
  name: 'hash',
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', readOnly: true, description: 'Names this page in view statistics and edit links.' },
  hooks: {
    beforeChange: [
      ({ value, originalDoc, operation }) =>
        keptHash(value, operation === 'update' ? originalDoc : undefined) ?? randomBytes(8).toString('hex'),
    ],
    beforeDuplicate: [() => null],
  },
}

/** The hash the page has (a partial update may not send it); undefined for a new page or a duplicate. */
function keptHash(value: unknown, originalDoc: unknown): string | undefined {
  if (isPageHash(value)) return value
  const stored =
    typeof originalDoc === 'object' && originalDoc !== null ? (originalDoc as { hash?: unknown }).hash : null
  return isPageHash(stored) ? stored : undefined
}
