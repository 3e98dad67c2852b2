import type * as FormCheck from './sale-form-check'

let loading: Promise<typeof FormCheck> | undefined

/** The sales forms' checks (zod), fetched once, when a visitor first enters one of the forms. */
export function loadFormCheck(): Promise<typeof FormCheck> {
  loading ??= import('./sale-form-check').catch((error: unknown) => {
    loading = undefined // a later try fetches it again
    throw error
  })
  return loading
}
