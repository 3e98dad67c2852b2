import AxeBuilder from '@axe-core/playwright'

import { expect, skipCookieNotice, test } from './fixtures'

/** Issue 31: the partner API reference, rendered from /v1/openapi.json, in the visitor's language. */

const SHOTS = '/tmp/shots/partner-api'

const LANGUAGES = [
  { prefix: '', heading: 'Partner API', keyHeading: 'Your API key' },
  { prefix: '/de', heading: 'Partner-API', keyHeading: 'Ihr API-Schlüssel' },
  { prefix: '/is', heading: 'API fyrir samstarfsaðila', keyHeading: 'API-lykillinn þinn' },
] as const

for (const language of LANGUAGES) {
  test(`the partner API reference${language.prefix || ' (en)'}: key, scopes and every call`, async ({ page }) => {
    await skipCookieNotice(page)
    const response = await page.goto(`${language.prefix}/partner-api`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: language.keyHeading })).toBeVisible()
    const keyText = page.locator('section[aria-labelledby="partner-api-key"] p')
    await expect(keyText).toContainText('X-Api-Key')
    await expect(keyText).not.toContainText('=>')
    await expect(page.locator('article#reportPayment')).toContainText('/v1/reservations/{number}/payment')
    await expect(page.locator('article#reportPayment')).toContainText('transactionId')
    await expect(page.locator('article#getLinkedPage')).toContainText('/v1/{link}')
    await expect(page.locator('main article')).toHaveCount(21)
    const href = await page.getByRole('link', { name: /OpenAPI/ }).getAttribute('href')
    expect(href).toMatch(/\/v1\/openapi\.json$/)
  })
}

test('the reference at two widths, without serious accessibility problems', async ({ page }) => {
  // Two axe scans of a long page: over a minute on a loaded two-core machine.
  test.setTimeout(180_000)
  await skipCookieNotice(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/partner-api')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([])
    await page.screenshot({ path: `${SHOTS}/reference-${width}.png`, fullPage: false })
  }
})

test('/v1/openapi.json is an OpenAPI 3.1 document of the partner calls', async ({ request }) => {
  const response = await request.get('/v1/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toContain('/v1/reservations/{number}/payment')
})

test('a partner key is checked on the running server', async ({ request }) => {
  const refused = await request.get('/v1/ecommerce/settings', { headers: { 'X-Api-Key': `vgk_${'A'.repeat(43)}` } })
  expect(refused.status()).toBe(401)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API_KEY_INVALID')
})
