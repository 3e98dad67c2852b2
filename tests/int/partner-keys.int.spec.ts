import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { GET as settings } from '@/app/v1/ecommerce/settings/route'
import { issueKeyEndpoint } from '@/cms/collections/PartnerKeys/issue-key-endpoint'
import { hashOfKey } from '@/cms/collections/PartnerKeys/key-secret'
import { flushUsage } from '@/server/partners/usage'

import { bootPayload } from './payload'
import { partnerKey, partnerRequest } from './partner-fixture'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 5, suv: 1, van: 1 })
})

// Counts still in memory are written before the file's database goes.
afterAll(() => flushUsage())

type Answer = { success: boolean; data?: unknown; error?: { code: string; message: string } }

const trip = () => ({
  OfficeOutId: 'brimb1',
  OfficeInId: 'brimb1',
  DateOut: '2027-08-10T12:00',
  DateIn: '2027-08-13T12:00',
})

const search = () => ({
  OfficeOutId: 'brimb1',
  OfficeInId: 'brimb1',
  DateTimeOut: '2027-08-10T12:00',
  DateTimeIn: '2027-08-13T12:00',
})

async function call(handler: (request: Request) => Promise<Response>, request: Request) {
  const response = await handler(request)
  return { status: response.status, headers: response.headers, json: (await response.json()) as Answer }
}

describe('partner keys (X-Api-Key)', () => {
  it('books with a key that has the book scope, and refuses one without it with 403', async () => {
    const booker = await partnerKey(payload, { scopes: ['availability', 'book'] })
    const body = { ...trip(), CarCategoryId: fleet.categoryIds.economy }
    const held = await call(create, partnerRequest({ path: '/api/renteon-booking-create', key: booker.key, body }))
    expect(held.status).toBe(200)
    expect(held.json.success).toBe(true)

    const reader = await partnerKey(payload, { scopes: ['content', 'availability'] })
    const refused = await call(create, partnerRequest({ path: '/api/renteon-booking-create', key: reader.key, body }))
    expect(refused.status).toBe(403)
    expect(refused.json.error).toMatchObject({ code: 'API_KEY_SCOPE_MISSING' })
    expect(refused.json.error?.message).toContain('"book"')
    const searched = await call(
      availability,
      partnerRequest({ path: '/api/renteon-availability', key: reader.key, body: search() }),
    )
    expect(searched.status).toBe(200)
  })

  it('answers 401 to an unknown, a malformed and a revoked key, in the language asked', async () => {
    const unknown = await call(
      settings,
      partnerRequest({ path: '/v1/ecommerce/settings', key: `vgk_${'A'.repeat(43)}`, method: 'GET' }),
    )
    expect(unknown.status).toBe(401)
    expect(unknown.json.error?.code).toBe('API_KEY_INVALID')
    expect(
      (await call(settings, partnerRequest({ path: '/v1/ecommerce/settings', key: 'x', method: 'GET' }))).status,
    ).toBe(401)

    const partner = await partnerKey(payload, { scopes: ['content'] })
    const before = await call(
      settings,
      partnerRequest({ path: '/v1/ecommerce/settings', key: partner.key, method: 'GET' }),
    )
    expect(before.status).toBe(200)
    await payload.update({ collection: 'partner-keys', id: partner.id, data: { revoked: true } })
    const stored = await payload.findByID({ collection: 'partner-keys', id: partner.id })
    expect(stored.revokedAt).toBeTruthy()
    const request = partnerRequest({ path: '/v1/ecommerce/settings?ln=de', key: partner.key, method: 'GET' })
    const revoked = await call(settings, request)
    expect(revoked.status).toBe(401)
    expect(revoked.json.error).toMatchObject({
      code: 'API_KEY_REVOKED',
      message: 'Dieser API-Schlüssel wurde widerrufen.',
    })
  })

  it('answers 429 with Retry-After past the key’s requests per minute, and counts what it allowed', async () => {
    const partner = await partnerKey(payload, { scopes: ['content'], requestsPerMinute: 3 })
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof call>> | undefined
    for (let at = 0; at < 5; at += 1) {
      last = await call(settings, partnerRequest({ path: '/v1/ecommerce/settings', key: partner.key, method: 'GET' }))
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(last?.json.error?.code).toBe('API_KEY_RATE_LIMITED')
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another key has its own count.
    const other = await partnerKey(payload, { scopes: ['content'], requestsPerMinute: 3 })
    expect(
      (await call(settings, partnerRequest({ path: '/v1/ecommerce/settings', key: other.key, method: 'GET' }))).status,
    ).toBe(200)

    await flushUsage()
    const stored = await payload.findByID({ collection: 'partner-keys', id: partner.id })
    expect(stored.usageCount).toBe(3)
    expect(stored.lastUsedAt).toBeTruthy()
  })

  it('leaves public calls to themselves with a key, and keeps visitor tokens working', async () => {
    const { POST: refresh } = await import('@/app/v2/auth/refresh/route')
    const partner = await partnerKey(payload, { scopes: ['content', 'availability', 'book', 'manage', 'payments'] })
    // The refresh endpoint is public: a key changes nothing there (it answers as without one).
    const refreshed = await refresh(partnerRequest({ path: '/v2/auth/refresh', key: partner.key, body: {} }))
    expect(refreshed.status).toBe(400)
    const visitor = await call(availability, jsonRequest({ path: '/api/renteon-availability', body: search() }))
    expect(visitor.status).toBe(200)
    const anonymous = await call(
      availability,
      jsonRequest({ path: '/api/renteon-availability', body: search(), token: null }),
    )
    expect(anonymous.status).toBe(401)
  })

  it('issues a key once through the admin endpoint and keeps only its hash', async () => {
    const doc = await payload.create({
      collection: 'partner-keys',
      data: { name: 'Travel partner', scopes: ['content'], requestsPerMinute: 60 },
    })
    const manager = { id: 1, email: 'manager@example.com', roles: ['manager'] }
    const asked = (user: unknown) =>
      issueKeyEndpoint.handler({ payload, user, routeParams: { id: String(doc.id) } } as unknown as PayloadRequest)
    expect((await asked({ ...manager, roles: ['editor'] })).status).toBe(403)
    const issued = await asked(manager)
    expect(issued.status).toBe(200)
    const { key } = (await issued.json()) as { key: string }
    expect(key).toMatch(/^vgk_/)
    const stored = await payload.findByID({ collection: 'partner-keys', id: doc.id, overrideAccess: true })
    expect(stored.keyHash).toBe(hashOfKey(key))
    expect(JSON.stringify(stored)).not.toContain(key)
    expect(stored.keyShown).toBe(`${key.slice(0, 10)}…`)
    // Through the REST API (access applied) the hash is never shown.
    const asStaff = await payload.findByID({
      collection: 'partner-keys',
      id: doc.id,
      overrideAccess: false,
      user: { ...manager, collection: 'users' },
    })
    expect(asStaff.keyHash).toBeUndefined()
    const used = await call(settings, partnerRequest({ path: '/v1/ecommerce/settings', key, method: 'GET' }))
    expect(used.status).toBe(200)
    // A replaced key stops working.
    await asked(manager)
    expect((await call(settings, partnerRequest({ path: '/v1/ecommerce/settings', key, method: 'GET' }))).status).toBe(
      401,
    )
  })
})
