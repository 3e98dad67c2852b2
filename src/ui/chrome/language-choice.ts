import type { Locale } from '@/i18n/locales'

/** The language switcher shows only when there is a choice. */
export function hasLanguageChoice(languages: readonly Locale[]): boolean {
  return languages.length > 1
}
