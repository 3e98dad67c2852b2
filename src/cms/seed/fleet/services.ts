import type { Locale } from '../../../i18n/locales'
import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'
import { forOtherLocales, lines } from './locales'
import { SERVICE_SEEDS, type ServiceSeed } from './services.data'
import { COVERAGE } from './texts/coverage'

/**
 * Creates every service in all six languages, then gives each protection the services it includes
 * (relations, so the others must exist first); returns how many.
 */
export async function seedServices({ payload, req }: SeedRun): Promise<number> {
  const idByCode = new Map<number, number>()
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
        deposit: seed.deposit,
        ageBandFees: seed.ageBandFees,
        isActive: true,
        sortOrder: (at + 1) * 10,
        ...localizedService(seed, 'en'),
      },
    })
    idByCode.set(seed.code, id)
    await forOtherLocales((locale) =>
      payload.update({ collection: 'services', id, locale, req, ...SEED_WRITE, data: localizedService(seed, locale) }),
    )
  }
  for (const seed of SERVICE_SEEDS) {
    const id = idByCode.get(seed.code)
    if (id === undefined || seed.included === undefined) continue
    const included = seed.included.flatMap(({ code, quantity }) => {
      const service = idByCode.get(code)
      return service === undefined ? [] : [{ service, quantity }]
    })
    await payload.update({ collection: 'services', id, locale: 'en', req, ...SEED_WRITE, data: { included } })
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
