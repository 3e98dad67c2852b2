import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'

import { bootPayload } from './payload'

/**
 * Issue 15 row 9: a cross-site multipart POST carrying the admin's cookie created a 99 % promo code.
 * Payload's `csrf` list is SITE_URL now, so a cookie sent from another origin counts for nothing.
 */

const SITE = new URL(env.SITE_URL).origin
const FOREIGN = 'https://evil.example'
const post = REST_POST(config)

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await bootPayload()
  const credentials = { email: 'csrf-admin@example.com', password: 'a-long-test-password' }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Admin', roles: ['admin'] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  cookie = `${payload.config.cookiePrefix}-token=${token}`
})

async function createPromo(origin: string, code: string): Promise<Response> {
  const form = new FormData()
  form.set('_payload', JSON.stringify({ code, kind: 'percentage', value: 99, isActive: true }))
  const request = new Request(`${SITE}/api/promo-codes`, { method: 'POST', headers: { cookie, origin }, body: form })
  return post(request, { params: Promise.resolve({ slug: ['promo-codes'] }) })
}

describe('cross-site requests with the admin cookie', () => {
  it('refuses a promo code posted from another origin', async () => {
    const response = await createPromo(FOREIGN, 'EVIL99')
    expect(response.status).toBe(403)
    const { totalDocs } = await payload.count({ collection: 'promo-codes', where: { code: { equals: 'EVIL99' } } })
    expect(totalDocs).toBe(0)
  })

  it('accepts the same post from the site itself', async () => {
    const response = await createPromo(SITE, 'OWN99')
    expect(response.status).toBe(201)
  })

  it('treats the cookie as anonymous when another origin sends it', async () => {
    const foreign = await payload.auth({ headers: new Headers({ cookie, origin: FOREIGN }) })
    const own = await payload.auth({ headers: new Headers({ cookie, origin: SITE }) })
    expect(foreign.user).toBeNull()
    expect(own.user?.email).toBe('csrf-admin@example.com')
  })
})
