import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' },
})
