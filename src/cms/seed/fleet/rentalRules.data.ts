import type { Localized } from '../types'
import type { RentalRule } from '../../../payload-types'

/**
 * Minimum driver ages, as the FAQ and the rental terms state them: 19 for most cars, 21 for SUVs
 * and 4x4s, 25 for large 4x4s (a car category may set its own, see categories.data.ts).
 */
export const RENTAL_RULES_SEED: Pick<RentalRule, 'minimumAge' | 'minimumAgeByWebCategory'> = {
  minimumAge: 19,
  minimumAgeByWebCategory: [
    { webCategory: 'MidSizeSUVs', minimumAge: 21 },
    { webCategory: 'LargeSUVs', minimumAge: 25 },
  ],
}

/** What no protection covers, as the rental terms state it (one line each, in every language). */
export const NEVER_COVERED: Localized<readonly string[]> = {
  en: ['Driving off road (illegal in Iceland)', 'River crossings and water damage', 'Damage to the underbody'],
  de: [
    'Fahren abseits der Straßen (in Island verboten)',
    'Flussdurchquerungen und Wasserschäden',
    'Schäden am Unterboden',
  ],
  es: [
    'Conducir fuera de la carretera (prohibido en Islandia)',
    'Vadear ríos y los daños por agua',
    'Los daños en los bajos del coche',
  ],
  fr: [
    'La conduite hors piste (interdite en Islande)',
    'Les traversées de rivières et les dégâts des eaux',
    'Les dégâts sous la caisse',
  ],
  is: ['Utanvegaakstur (bannaður á Íslandi)', 'Akstur yfir ár og vatnstjón', 'Tjón á undirvagni'],
  it: [
    'La guida fuoristrada (vietata in Islanda)',
    'L’attraversamento di fiumi e i danni da acqua',
    'I danni al sottoscocca',
  ],
}
