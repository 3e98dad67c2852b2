import type { CollectionBeforeValidateHook } from 'payload'

import { modelSlug } from '../../../../domain/content/slug'

/**
 * The slug of a car category (/cars/{slug}): an editor's slug, tidied, or else one made from the
 * model. Left as it is when neither is known (a partial update that changes neither).
 */
export function categorySlug(params: { slug?: string | null; model?: string | null }): string | undefined {
  const given = params.slug ? modelSlug(params.slug) : ''
  if (given) return given
  const derived = params.model ? modelSlug(params.model) : ''
  return derived || undefined
}

export const setCategorySlug: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const original = originalDoc as { slug?: string | null; model?: string | null } | undefined
  const slug = categorySlug({
    slug: 'slug' in data ? (data.slug as string | null) : original?.slug,
    model: 'model' in data ? (data.model as string | null) : original?.model,
  })
  return slug === undefined ? data : { ...data, slug }
}
