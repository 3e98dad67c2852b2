import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findActiveUpgradeRules } from '@/server/booking-flow/upgrade-rule-content'

import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
let guideId: number

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  const guide = await payload.create({
    collection: 'pages',
    data: { title: 'Driving in Iceland', path: '/driving-in-iceland', _status: 'published' },
  })
  const draft = await payload.create({
    collection: 'pages',
    data: { title: 'Secret', path: '/secret-draft', _status: 'draft' },
    draft: true,
  })
  guideId = guide.id
  const rule = (data: Record<string, unknown>) =>
    payload.create({ collection: 'upgrade-rules', locale: 'en', data: { title: 'Untitled', ...data } as never })
  const winter = await rule({
    title: 'Winter confidence',
    description: 'A 4x4 for snow.',
    targetCategory: fleet.categoryIds.suv,
    blogPage: guide.id,
    bookedCategories: [fleet.categoryIds.economy],
    sizes: ['Economy'],
    automaticOnly: false,
    maxPassengers: 5,
    validFrom: '2026-10-01',
    validTo: '2027-04-30',
    sortOrder: 2,
  })
  await payload.update({
    collection: 'upgrade-rules',
    id: winter.id,
    locale: 'is',
    data: { title: 'Öryggi að vetri', description: 'Jeppi fyrir snjóinn.' },
  })
  await rule({ title: 'Room for all', targetCategory: fleet.categoryIds.van, blogPage: draft.id, sortOrder: 1 })
  await rule({ title: 'Switched off', targetCategory: fleet.categoryIds.van, isActive: false, sortOrder: 0 })
})

describe('upgrade rules loader', () => {
  it('reads the active rules only, in sort order, as the domain takes them', async () => {
    const rules = await findActiveUpgradeRules({ payload, locale: 'en' })
    expect(rules.map((rule) => rule.title)).toEqual(['Room for all', 'Winter confidence'])
    expect(rules[1]).toMatchObject({
      targetCategoryId: fleet.categoryIds.suv,
      bookedCategoryIds: [fleet.categoryIds.economy],
      sizes: ['Economy'],
      isAutomaticOnly: false,
      maxPassengers: 5,
      maxDoors: null,
      fuelTypes: [],
      description: 'A 4x4 for snow.',
      blogPath: '/driving-in-iceland',
    })
    expect(rules[1]?.validFrom?.slice(0, 10)).toBe('2026-10-01')
    expect(rules[1]?.validTo?.slice(0, 10)).toBe('2027-04-30')
  })

  it('gives the texts in the visitor language, English where one is missing', async () => {
    const rules = await findActiveUpgradeRules({ payload, locale: 'is' })
    expect(rules.map((rule) => rule.title)).toEqual(['Room for all', 'Öryggi að vetri'])
    expect(rules[1]?.description).toBe('Jeppi fyrir snjóinn.')
  })

  it('links no blog page that a visitor may not read (a draft)', async () => {
    const [room] = await findActiveUpgradeRules({ payload, locale: 'en' })
    expect(room?.blogPath).toBeNull()
    expect(guideId).toBeGreaterThan(0)
  })

  it('lets visitors read only active rules; agents see them all', async () => {
    const visitor = await payload.find({ collection: 'upgrade-rules', overrideAccess: false })
    expect(visitor.docs.every((doc) => doc.isActive)).toBe(true)
    const all = await payload.find({ collection: 'upgrade-rules', depth: 0 })
    expect(all.totalDocs).toBe(3)
  })
})
