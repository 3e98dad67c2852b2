import type { FormFieldDef } from '@/domain/forms/form-definition'

/**
 * The values a form starts with: each field's default (a range at its minimum), and for hidden
 * fields a query parameter of the same name (a car page links to the contact page with car_id).
 * Not-visible fields are never in the browser: the server adds them.
 */
export function initialValues(fields: readonly FormFieldDef[], query?: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of fields) {
    if (field.kind === 'notVisible' || field.kind === 'file') continue
    const fromQuery = field.kind === 'hidden' ? query?.get(field.name) : null
    values[field.name] =
      fromQuery ?? (field.defaultValue || (field.kind === 'range' && field.min !== null ? String(field.min) : ''))
  }
  return values
}
