import { MAX_DRIVERS } from '../validation/driver'

const FIELD_WORDS: Readonly<Record<string, string>> = {
  firstName: 'first name (English letters)',
  lastName: 'last name (English letters)',
  licenseNumber: 'licence number (letters, digits, spaces and dashes)',
  expiry: 'licence expiry (a date after today, or empty when it does not expire)',
  id: 'id number',
  gender: 'gender',
}

/**
 * What staff are told when a driver of a desk change is refused: which driver (counted from 1, the
 * main driver first) and which field, e.g. "Check driver 2's licence number (…)". Undefined when the
 * refusal is not about a driver's field.
 */
export function driverProblem(issues: readonly { readonly path: readonly PropertyKey[] }[]): string | undefined {
  for (const issue of issues) {
    const [list, index, field] = issue.path
    if (list !== 'drivers') continue
    if (typeof index !== 'number') return `Give between 1 and ${MAX_DRIVERS} drivers, the main driver first.`
    const words = typeof field === 'string' ? FIELD_WORDS[field] : undefined
    return `Check driver ${index + 1}'s ${words ?? 'details'}.`
  }
  return undefined
}
