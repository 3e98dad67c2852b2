import type { Locale } from '../../../i18n/locales'
import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'
import { forOtherLocales, lines } from './locales'
import { SERVICE_SEEDS, type ServiceSeed } from './services.data'
import { COVERAGE } from './texts/coverage'

/** Creates every service in all six languages; returns how many. */
export async function seedServices({ payload, req }: SeedRun): Promise<number> {
  for (const [at, seed] of SERVICE_SEEDS.entries()) {
    const { id } = await payload.create({
      collection: 'services',
      locale: 'en',
      req,
      ...SEED_WRITE,
      data: {
        code: seed.code,
        key: seed.key,
        group: seed.group,
        pricing: seed.pricing,
        unitPrice: seed.unitPrice,
        maxQuantity: seed.maxQuantity ?? 1,
        isMaxOne: seed.isMaxOne ?? false,
        isMandatory: seed.isMandatory ?? false,
        excess: seed.excess,
        ageBandFees: seed.ageBandFees,
        isActive: true,
        sortOrder: (at + 1) * 10,
        ...localizedService(seed, 'en'),
      },
    })
    await forOtherLocales((locale) =>
      payload.update({ collection: 'services', id, locale, req, ...SEED_WRITE, data: localizedService(seed, locale) }),
    )
  }
  return SERVICE_SEEDS.length
}

function localizedService(seed: ServiceSeed, locale: Locale) {
  return {
    name: seed.text[locale].name,
    description: seed.text[locale].description,
    coverage: lines((seed.coverage ?? []).map((key) => COVERAGE[key][locale])),
  }
}
