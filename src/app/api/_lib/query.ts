import { type Locale, localeOr } from '@/i18n/locales'

/** The `locale` query parameter, the default language when absent or unknown. */
export function localeParam(request: Request): Locale {
  return localeOr(new URL(request.url).searchParams.get('locale'))
}
