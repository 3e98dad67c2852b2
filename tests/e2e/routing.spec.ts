import { expect, test } from './fixtures'

test.describe('routing', () => {
  test('a bare language code answers 301 to the same path with a slash, keeping the query', async ({ request }) => {
    for (const path of ['/de', '/is?utm_source=test&x=1']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      const [pathname, query] = path.split('?')
      expect(response.headers()['location']).toMatch(new RegExp(`${pathname}/${query ? `\\?${query}` : ''}$`))
    }
  })

  test('the German home page answers under /de/ in German', async ({ page }) => {
    const response = await page.goto('/de/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('an unknown path answers 404 with the 404 screen in English', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404 .*\/no-such-page:/, 'the browser reports the 404 the test asks for')
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, page not found')
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible()
  })

  test('an unknown path answers 404 in the language of its prefix', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404 .*\/de\/gibt-es-nicht:/, 'the browser reports the 404 the test asks for')
    const response = await page.goto('/de/gibt-es-nicht')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entschuldigung, Seite nicht gefunden')
    await page.getByRole('link', { name: 'Zur Startseite' }).click()
    await expect(page).toHaveURL(/\/de\/?$/)
  })
})

test('the admin accepts the demo admin', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill('admin@vegur.is')
  await page.getByLabel('Password').fill('vegur-demo-2026')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByText('Pages').first()).toBeVisible()

  await page.goto('/about')
  const bar = page.getByTestId('admin-bar')
  await expect(bar).toContainText('Demo Admin')
  await bar.getByRole('link', { name: 'Edit this page' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
})

test('visitors see no staff toolbar', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('admin-bar')).toHaveCount(0)
})
