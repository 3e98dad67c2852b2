import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Issue 31: staff issue a partner key in the admin, shown once; it works until it is revoked. */

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
const SHOTS = '/tmp/shots/partner-api'

async function logIn(page: Page) {
  await page.goto('/admin/login').catch(() => page.goto('/admin/login'))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

test('a manager issues a key once in the admin; the key works until it is revoked', async ({ page, request }) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/users/login', { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/partner-keys', {
    headers: auth,
    data: { name: `Travel partner ${Date.now()}`, scopes: ['content'], requestsPerMinute: 30 },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; keyHash?: string } }
  expect(doc.keyHash).toBeUndefined()

  await logIn(page)
  await page.goto(`/admin/collections/partner-keys/${doc.id}`)
  await page.getByRole('button', { name: 'Issue key' }).click()
  const shown = page.getByTestId('partner-key')
  await expect(shown).toHaveText(/^vgk_[A-Za-z0-9_-]{43}$/)
  const key = (await shown.textContent()) ?? ''
  await page.screenshot({ path: `${SHOTS}/admin-issued-key.png` })

  const allowed = await request.get('/v1/ecommerce/settings', { headers: { 'X-Api-Key': key } })
  expect(allowed.status()).toBe(200)
  // Shown once: the document never carries the key or its hash again.
  const read = await request.get(`/api/partner-keys/${doc.id}`, { headers: auth })
  expect(JSON.stringify(await read.json())).not.toContain(key)

  const revoked = await request.patch(`/api/partner-keys/${doc.id}`, { headers: auth, data: { revoked: true } })
  expect(revoked.status()).toBe(200)
  const refused = await request.get('/v1/ecommerce/settings', { headers: { 'X-Api-Key': key } })
  expect(refused.status()).toBe(401)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API_KEY_REVOKED')
})
