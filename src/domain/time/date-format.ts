/**
 * The language tag dates and times are written in. English is written as in Britain and Ireland
 * (day before month, 24-hour clock), as Europeans and Iceland's own signs write it; the other
 * languages as they are.
 */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** Intl's date formatter for one of our languages: a time always on the 24-hour clock. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const hasTime = options.timeStyle !== undefined || options.hour !== undefined
  return new Intl.DateTimeFormat(dateLocale(locale), hasTime ? { hourCycle: 'h23', ...options } : options)
}
