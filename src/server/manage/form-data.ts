import 'server-only'

import { type Locale, localeOr } from '@/i18n/locales'

/** The text fields of a form, never the card number or CVC. */
export function safeValues(formData: FormData, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !omit.includes(name)) values[name] = value
  }
  return values
}

/** The language the form was sent in (a hidden field), the default language when missing or unknown. */
export function localeOf(formData: FormData): Locale {
  const value = formData.get('locale')
  return localeOr(value)
}
