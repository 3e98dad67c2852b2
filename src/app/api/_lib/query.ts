import { parseLocale, type Locale } from '@/i18n/locales'

/** The `locale` query parameter, English when absent or unknown. */
export function localeParam(request: Request): Locale {
  return parseLocale(new URL(request.url).searchParams.get('locale')) ?? 'en'
}
