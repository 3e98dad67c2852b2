import { CHECKED, type FieldRule, type FormFieldDef } from './form-definition'

export type FieldState = { readonly isVisible: boolean; readonly isRequired: boolean }

/**
 * The one evaluation of the conditional rules, run in the browser on every change and again on
 * the server: which fields are visible and which are required for these values. A field hidden by
 * its rule counts as empty for the rules of other fields (it is not sent); a rule naming an
 * unknown field, or a cycle of rules, counts as not holding.
 */
export function fieldStates(
  fields: readonly FormFieldDef[],
  values: Readonly<Record<string, string>>,
): Record<string, FieldState> {
  const byName = new Map(fields.map((field) => [field.name, field]))
  const visible = new Map<string, boolean>()
  const resolving = new Set<string>()

  function isVisible(field: FormFieldDef): boolean {
    const known = visible.get(field.name)
    if (known !== undefined) return known
    if (resolving.has(field.name)) return false
    resolving.add(field.name)
    const result = field.visibleWhen === null || holds(field.visibleWhen)
    resolving.delete(field.name)
    visible.set(field.name, result)
    return result
  }

  function valueOf(name: string): string {
    const field = byName.get(name)
    if (!field || !isVisible(field)) return ''
    return values[name] ?? ''
  }

  function holds(rule: FieldRule): boolean {
    if (!byName.has(rule.field)) return false
    const value = valueOf(rule.field).trim()
    switch (rule.operator) {
      case 'equals':
        return sameValue(value, rule.value)
      case 'notEquals':
        return !sameValue(value, rule.value)
      case 'filled':
        return value !== '' && value !== 'false'
      case 'empty':
        return value === '' || value === 'false'
    }
  }

  const states: Record<string, FieldState> = {}
  for (const field of fields) {
    const isShown = isVisible(field)
    states[field.name] = {
      isVisible: isShown,
      isRequired: isShown && (field.isRequired || (field.requiredWhen !== null && holds(field.requiredWhen))),
    }
  }
  return states
}

/** Case-insensitive; a ticked checkbox equals `true`, `yes`, `on` or `1`. */
function sameValue(value: string, expected: string): boolean {
  const wanted = expected.trim().toLowerCase()
  const actual = value.toLowerCase()
  if (actual === CHECKED && ['true', 'yes', 'on', '1'].includes(wanted)) return true
  return actual === wanted
}
