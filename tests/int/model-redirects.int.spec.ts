import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as redirectRules } from '@/app/v1/redirects/route'
import { buildRedirectTable, findRedirect, type RedirectRule } from '@/domain/redirects/redirect-rules'
import { LOCALES } from '@/i18n/locales'

import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

async function redirectOf(path: string) {
  const body = (await (await redirectRules()).json()) as { data: RedirectRule[] }
  return findRedirect({ table: buildRedirectTable(body.data), path, locales: LOCALES })
}

describe('retired and renamed model pages (issue 31)', () => {
  it('answers a renamed model’s old address 301 to its page, in every language', async () => {
    const before = await payload.findByID({ collection: 'car-categories', id: fleet.categoryIds.suv })
    const oldSlug = before.slug ?? ''
    expect(oldSlug).not.toBe('')
    expect(await redirectOf(`/cars/${oldSlug}`)).toBeNull()
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.suv, data: { slug: 'duster-2026' } })
    const after = await payload.findByID({ collection: 'car-categories', id: fleet.categoryIds.suv })
    expect(after.previousSlugs).toEqual([oldSlug])
    expect(await redirectOf(`/cars/${oldSlug}`)).toEqual({ location: '/cars/duster-2026', status: 301 })
    expect(await redirectOf(`/de/cars/${oldSlug}`)).toEqual({ location: '/de/cars/duster-2026', status: 301 })
    expect(await redirectOf('/cars/duster-2026')).toBeNull()
  })

  it('answers a retired model 301 to its successor, or to /our-cars without one; a slug never used has no rule', async () => {
    const van = await payload.findByID({ collection: 'car-categories', id: fleet.categoryIds.van })
    const economy = await payload.findByID({ collection: 'car-categories', id: fleet.categoryIds.economy })
    await payload.update({
      collection: 'car-categories',
      id: fleet.categoryIds.van,
      data: { isActive: false, successor: fleet.categoryIds.economy },
    })
    expect(await redirectOf(`/fr/cars/${van.slug}`)).toEqual({ location: `/fr/cars/${economy.slug}`, status: 301 })
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.van, data: { successor: null } })
    expect(await redirectOf(`/cars/${van.slug}`)).toEqual({ location: '/our-cars', status: 301 })
    expect(await redirectOf('/cars/no-such-car')).toBeNull()
    // Active again: its page is its own.
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.van, data: { isActive: true } })
    expect(await redirectOf(`/cars/${van.slug}`)).toBeNull()
  })

  it('lets an editor’s own rule for the address win', async () => {
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.van, data: { isActive: false } })
    const van = await payload.findByID({ collection: 'car-categories', id: fleet.categoryIds.van })
    await payload.create({
      collection: 'redirect-rules',
      data: { oldPath: `/cars/${van.slug}`, newPath: '/campers', type: 'permanent' },
    })
    expect(await redirectOf(`/cars/${van.slug}`)).toEqual({ location: '/campers', status: 301 })
  })
})
