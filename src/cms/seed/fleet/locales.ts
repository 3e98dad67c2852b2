import { LOCALES, type Locale } from '../../../i18n/locales'

/** Documents are created in English; these languages are written afterwards, one update each. */
const OTHER_LOCALES: readonly Exclude<Locale, 'en'>[] = LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== 'en',
)

/** Runs one write per other language, in turn (writes of one document must not interleave). */
export async function forOtherLocales(write: (locale: Exclude<Locale, 'en'>) => Promise<unknown>): Promise<void> {
  for (const locale of OTHER_LOCALES) await write(locale)
}

/** Lines of text as a localized array field takes them. */
export function lines(texts: readonly string[]): { text: string }[] {
  return texts.map((text) => ({ text }))
}
