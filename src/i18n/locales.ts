export const LOCALES = ['en', 'de', 'es', 'fr', 'is', 'it'] as const

export type Locale = (typeof LOCALES)[number]

export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  is: 'Íslenska',
  it: 'Italiano',
}

/** The language whose URLs carry no prefix; fixed at build time (see `.env.example`). */
export const DEFAULT_LOCALE: Locale = parseLocale(process.env.DEFAULT_LOCALE) ?? 'en'

/** Fallback language of CMS content. */
export const CONTENT_FALLBACK_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function parseLocale(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined
}

/** `value` when it is one of our languages, else the default language (`DEFAULT_LOCALE`). */
export function localeOr(value: unknown): Locale {
  return parseLocale(value) ?? DEFAULT_LOCALE
}
