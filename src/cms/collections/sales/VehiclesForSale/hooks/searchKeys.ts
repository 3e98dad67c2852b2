import type { CollectionBeforeChangeHook } from 'payload'

import { saleSearchKeys } from '../../../../../domain/sales/search/derived'

/** Keeps the search keys (slugs, asking price, discount, sold time) in step with what staff edit. */
export const setSearchKeys: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc ?? {}), ...data }
  const specification = { ...(originalDoc?.specification ?? {}), ...(data.specification ?? {}) }
  return { ...data, ...saleSearchKeys({ ...merged, specification }, new Date()) }
}
