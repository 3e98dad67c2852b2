import type { Locale } from '../../../i18n/locales'
import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'
import { forOtherLocales } from './locales'
import { OFFICE_SEEDS } from './offices.data'

/** Creates the offices; returns their ids by office code. */
export async function seedOffices({ payload, req }: SeedRun): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const { data, texts, outOfHoursTexts } of OFFICE_SEEDS) {
    // The out-of-hours group mixes shared fields with localized ones: each language writes it whole.
    const outOfHours = (locale: Locale) => ({ ...data.outOfHours, ...outOfHoursTexts[locale] })
    const { id } = await payload.create({
      collection: 'offices',
      locale: 'en',
      req,
      ...SEED_WRITE,
      data: { ...data, ...texts.en, outOfHours: outOfHours('en') },
    })
    await forOtherLocales((locale) =>
      payload.update({
        collection: 'offices',
        id,
        locale,
        req,
        ...SEED_WRITE,
        data: { ...texts[locale], outOfHours: outOfHours(locale) },
      }),
    )
    ids.set(data.code, id)
  }
  return ids
}
