import 'server-only'

import type { Payload } from 'payload'

import type { UpgradeRule } from '@/domain/booking/upgrade-rule-match'
import type { Locale } from '@/i18n/locales'
import type { UpgradeRule as UpgradeRuleDoc } from '@/payload-types'

/** An upgrade rule with the texts the panel shows; `blogPath` is the page path without a language. */
export type UpgradeRuleContent = UpgradeRule & { title: string; description: string; blogPath: string | null }

/** The active upgrade rules, in sort order, read as a visitor (access decides what is active). */
export async function findActiveUpgradeRules(params: {
  payload: Payload
  locale: Locale
}): Promise<UpgradeRuleContent[]> {
  const { docs } = await params.payload.find({
    collection: 'upgrade-rules',
    where: { isActive: { equals: true } },
    sort: 'sortOrder',
    locale: params.locale,
    depth: 1,
    select: RULE_FIELDS,
    populate: { pages: { path: true }, 'car-categories': {} },
    limit: 100,
    overrideAccess: false,
  })
  return docs.map(toRuleContent)
}

const RULE_FIELDS = {
  title: true,
  description: true,
  targetCategory: true,
  blogPage: true,
  bookedCategories: true,
  sizes: true,
  automaticOnly: true,
  fuelTypes: true,
  driveTypes: true,
  maxDoors: true,
  maxPassengers: true,
  maxBaggage: true,
  validFrom: true,
  validTo: true,
  sortOrder: true,
} as const

function toRuleContent(doc: Partial<UpgradeRuleDoc> & Pick<UpgradeRuleDoc, 'id'>): UpgradeRuleContent {
  const idOf = (value: number | { id: number } | null | undefined) =>
    typeof value === 'object' && value !== null ? value.id : (value ?? 0)
  const blog = doc.blogPage
  return {
    id: doc.id,
    targetCategoryId: idOf(doc.targetCategory),
    bookedCategoryIds: (doc.bookedCategories ?? []).map(idOf),
    sizes: doc.sizes ?? [],
    isAutomaticOnly: doc.automaticOnly === true,
    maxDoors: doc.maxDoors ?? null,
    maxPassengers: doc.maxPassengers ?? null,
    maxBaggage: doc.maxBaggage ?? null,
    fuelTypes: doc.fuelTypes ?? [],
    driveTypes: doc.driveTypes ?? [],
    validFrom: doc.validFrom ?? null,
    validTo: doc.validTo ?? null,
    sortOrder: doc.sortOrder ?? 0,
    title: doc.title ?? '',
    description: doc.description ?? '',
    blogPath: typeof blog === 'object' && blog !== null && typeof blog.path === 'string' ? blog.path : null,
  }
}
