import type { Localized, SeedRun } from '../types'
import { forOtherLocales } from './locales'
import { SEED_WRITE } from './run'

type DamageSeed = { readonly price: number; readonly name: Localized<string> }

/** The demo damage price list (whole krónur, VAT included): what check-in charges a new damage by. */
export const DAMAGE_PRICE_SEEDS: readonly DamageSeed[] = [
  {
    price: 18_000,
    name: {
      en: 'Scratch, one panel',
      de: 'Kratzer, ein Karosserieteil',
      es: 'Arañazo, un panel',
      fr: 'Rayure, un élément',
      is: 'Rispa, einn hluti',
      it: 'Graffio, un pannello',
    },
  },
  {
    price: 45_000,
    name: {
      en: 'Dent, one panel',
      de: 'Delle, ein Karosserieteil',
      es: 'Abolladura, un panel',
      fr: 'Bosse, un élément',
      is: 'Dæld, einn hluti',
      it: 'Ammaccatura, un pannello',
    },
  },
  {
    price: 25_000,
    name: {
      en: 'Windscreen chip, repaired',
      de: 'Steinschlag in der Frontscheibe, repariert',
      es: 'Impacto en el parabrisas, reparado',
      fr: 'Impact sur le pare-brise, réparé',
      is: 'Steinkast í framrúðu, gert við',
      it: 'Scheggiatura del parabrezza, riparata',
    },
  },
  {
    price: 160_000,
    name: {
      en: 'Windscreen, replaced',
      de: 'Frontscheibe, ersetzt',
      es: 'Parabrisas, sustituido',
      fr: 'Pare-brise, remplacé',
      is: 'Framrúða, skipt um',
      it: 'Parabrezza, sostituito',
    },
  },
  {
    price: 30_000,
    name: {
      en: 'Tyre, replaced',
      de: 'Reifen, ersetzt',
      es: 'Neumático, sustituido',
      fr: 'Pneu, remplacé',
      is: 'Dekk, skipt um',
      it: 'Pneumatico, sostituito',
    },
  },
  {
    price: 35_000,
    name: {
      en: 'Wing mirror, replaced',
      de: 'Außenspiegel, ersetzt',
      es: 'Retrovisor exterior, sustituido',
      fr: 'Rétroviseur extérieur, remplacé',
      is: 'Hliðarspegill, skipt um',
      it: 'Specchietto retrovisore esterno, sostituito',
    },
  },
]

/** Saves the damage price list, each item's name in every language. */
export async function seedDamagePrices({ payload, req }: SeedRun): Promise<void> {
  for (const [index, seed] of DAMAGE_PRICE_SEEDS.entries()) {
    const item = await payload.create({
      collection: 'damage-prices',
      locale: 'en',
      req,
      ...SEED_WRITE,
      data: { name: seed.name.en, price: seed.price, sortOrder: (index + 1) * 10 },
    })
    await forOtherLocales((locale) =>
      payload.update({
        collection: 'damage-prices',
        id: item.id,
        locale,
        req,
        ...SEED_WRITE,
        data: { name: seed.name[locale] },
      }),
    )
  }
}
