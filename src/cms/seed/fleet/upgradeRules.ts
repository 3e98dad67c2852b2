import type { SeedRun } from '../types'
import { forOtherLocales } from './locales'
import { SEED_WRITE } from './run'
import { UPGRADE_RULE_SEEDS, type UpgradeRuleSeed } from './upgradeRules.data'

/**
 * Seeds the demo upgrade rules (texts in every language), after the fleet and the pages they point
 * to. Does nothing when rules exist; a rule whose target car is missing is skipped.
 */
export async function seedUpgradeRules({ payload, req }: SeedRun): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'upgrade-rules', req })
  if (totalDocs > 0) return 0
  let created = 0
  for (const [at, seed] of UPGRADE_RULE_SEEDS.entries()) {
    const targetCategory = await findId({ payload, req }, 'car-categories', 'model', seed.targetModel)
    if (targetCategory === undefined) continue
    const blogPage = seed.blogPath ? await findId({ payload, req }, 'pages', 'path', seed.blogPath) : undefined
    const rule = await payload.create({
      collection: 'upgrade-rules',
      req,
      ...SEED_WRITE,
      locale: 'en',
      data: { ...seed.rules, ...seed.texts.en, targetCategory, blogPage, isActive: true, sortOrder: at },
    })
    await forOtherLocales((locale) =>
      payload.update({
        collection: 'upgrade-rules',
        id: rule.id,
        req,
        ...SEED_WRITE,
        locale,
        data: textsOf(seed, locale),
      }),
    )
    created += 1
  }
  return created
}

function textsOf(seed: UpgradeRuleSeed, locale: keyof UpgradeRuleSeed['texts']) {
  return seed.texts[locale]
}

async function findId(
  { payload, req }: SeedRun,
  collection: 'car-categories' | 'pages',
  field: 'model' | 'path',
  value: string,
): Promise<number | undefined> {
  const { docs } = await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0, req })
  return docs[0]?.id
}
