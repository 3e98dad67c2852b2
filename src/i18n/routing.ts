import { defineRouting } from 'next-intl/routing'

import { LOCALE_COOKIE } from './locale-cookie'
import { DEFAULT_LOCALE, LOCALES } from './locales'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: LOCALE_COOKIE,
})
