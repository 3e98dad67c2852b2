import { lazyResolver, type LazyResolver } from '@/ui/forms/lazy-resolver'

import type { CardFormValues } from './CardFields'

/** The card form's resolver, its schema (zod) fetched when the visitor first enters the form. */
export function cardResolver(): LazyResolver<CardFormValues, unknown> {
  return lazyResolver(() => import('./card-schema-resolver').then((module) => module.cardSchemaResolver()))
}
