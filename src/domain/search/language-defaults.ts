import type { CurrencyCode } from '../money/money'
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from './search-defaults'

/** The country and currency a search starts with in each language (the language's own country). */
const BY_LANGUAGE: Readonly<Record<string, { country: string; currency: CurrencyCode }>> = {
  en: { country: 'GB', currency: 'EUR' },
  de: { country: 'DE', currency: 'EUR' },
  es: { country: 'ES', currency: 'EUR' },
  fr: { country: 'FR', currency: 'EUR' },
  is: { country: 'IS', currency: 'ISK' },
  it: { country: 'IT', currency: 'EUR' },
}

/**
 * The search defaults of a language: Icelandic searches in ISK from Iceland, German from Germany
 * in euros, and so on. An unknown language gets the spec's defaults (Iceland, EUR).
 */
export function searchDefaultsFor(language: string): { country: string; currency: CurrencyCode } {
  return BY_LANGUAGE[language] ?? { country: DEFAULT_COUNTRY, currency: DEFAULT_CURRENCY }
}
