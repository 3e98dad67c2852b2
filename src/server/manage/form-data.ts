import 'server-only'

import { type Locale, localeOr } from '@/i18n/locales'

/** The language the form was sent in (a hidden field), the default language when missing or unknown. */
export function localeOf(formData: FormData): Locale {
  const value = formData.get('locale')
  return localeOr(value)
}
