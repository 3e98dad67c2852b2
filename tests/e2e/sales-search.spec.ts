import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Issue 10: the search of cars for sale, from the header to a car, in three languages at two widths. */

const SHOTS = '/tmp/shots/sales-search'
const SLOW = { timeout: 60_000 }
const LANGUAGES = [
  { locale: 'en', prefix: '', title: 'Cars for sale', brandTitle: 'Toyota for sale' },
  { locale: 'de', prefix: '/de', title: 'Autos zu verkaufen', brandTitle: 'Toyota zu verkaufen' },
  { locale: 'is', prefix: '/is', title: 'Bílar til sölu', brandTitle: 'Toyota til sölu' },
] as const
const WIDTHS = [390, 1280] as const
const PRICE_FROM = 3_000_000
const PRICE_TO = 9_000_000

async function skipCookieNotice(page: Page): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100')
  await page.context().addCookies([{ name: 'cookie_consent', value: 'dismissed', url: url.origin }])
}

async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

async function openCarsForSaleFromHeader(page: Page, width: number): Promise<void> {
  if (width < 1024) {
    await page.locator('header button[aria-controls]:visible').first().click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    await menu.locator('a[href$="/search"]').first().click()
  } else {
    await page.getByTestId('desktop-menu').locator('a[href$="/search"]').first().click()
  }
}

/** Opens a collapsed group of the search form (the whole filter panel first on a phone). */
async function openGroup(page: Page, testId: string): Promise<void> {
  const panel = page.getByTestId('search-filters')
  const panelSummary = panel.locator(':scope > summary')
  if ((await panel.getAttribute('open')) === null && (await panelSummary.isVisible())) await panelSummary.click()
  const group = page.getByTestId(testId)
  if ((await group.getAttribute('open')) === null) await group.locator(':scope > summary').click()
}

async function prices(page: Page): Promise<number[]> {
  return page
    .getByTestId('sale-car-price')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))))
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`${language.locale} at ${width} px: header → Cars for sale → brand and price → sort by price → a car`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 900 })
      await skipCookieNotice(page)
      await page.goto(`${language.prefix}/`)
      await openCarsForSaleFromHeader(page, width)

      await expect(page).toHaveURL(new RegExp(`${language.prefix}/search$`), SLOW)
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible()
      await expect(page.getByTestId('search-found')).toHaveAttribute('data-total', '42')
      await expect(page.getByTestId('sale-car')).toHaveCount(24)
      await expect(page.getByTestId('search-pagination')).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/search-${language.locale}-${width}.png`, fullPage: width > 1000 })

      // Brand and a price range; with JavaScript the button counts as the form changes.
      await expect(page.locator('form[data-live="true"]')).toHaveCount(1)
      await openGroup(page, 'facet-brands')
      await page
        .getByTestId('facet-brands')
        .getByRole('checkbox', { name: /^Toyota \(\d+\)$/ })
        .check()
      await expect(page.getByTestId('show-cars')).toHaveAttribute('data-count', '8')
      await openGroup(page, 'range-prices')
      await page.locator('input[name="prices_from"]').fill(String(PRICE_FROM))
      await page.locator('input[name="prices_to"]').fill(String(PRICE_TO))
      await expect(page.getByTestId('show-cars')).toHaveAttribute('data-count', '5')
      await page.getByTestId('show-cars').click()

      await expect(page).toHaveURL(
        new RegExp(`${language.prefix}/search/toyota\\?prices_from=${PRICE_FROM}&prices_to=${PRICE_TO}$`),
        SLOW,
      )
      await expect(page.getByRole('heading', { level: 1, name: language.brandTitle })).toBeVisible()
      await expect(page.getByTestId('sale-car')).toHaveCount(5)
      for (const price of await prices(page)) {
        expect(price).toBeGreaterThanOrEqual(PRICE_FROM)
        expect(price).toBeLessThanOrEqual(PRICE_TO)
      }

      // Sort by price: choosing the order applies it at once (once the new page's form is live).
      await expect(page.locator('form[data-live="true"]')).toHaveCount(1)
      await page.getByTestId('search-sort').selectOption('price-asc')
      await expect(page).toHaveURL(/sort=price-asc/, SLOW)
      const sorted = await prices(page)
      expect(sorted).toEqual([...sorted].sort((left, right) => left - right))
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/toyota-${language.locale}-${width}.png`, fullPage: width > 1000 })

      // The back button returns to the same filtered view; then open the cheapest car.
      const first = page.getByTestId('sale-car').first()
      const id = await first.getAttribute('data-car-id')
      await first.getByTestId('sale-car-link').click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/car/${id}$`), SLOW)
      await page.goBack()
      await expect(page).toHaveURL(/sort=price-asc/)
      await expect(page.getByTestId('sale-car')).toHaveCount(5)
    })
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form filters, and the address becomes the canonical one', async ({ page }) => {
    await skipCookieNotice(page)
    await page.goto('/search?fuels=hybrid&brands=Toyota')
    await expect(page).toHaveURL(/\/search\/toyota\?fuels=Hybrid$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/toyota\?fuels=Hybrid$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const total = Number(await page.getByTestId('search-found').getAttribute('data-total'))
    expect(total).toBeGreaterThan(0)
    await page.getByTestId('facet-transmissions').locator('summary').click()
    await page.getByTestId('facet-transmissions').getByRole('checkbox').first().check()
    await page.getByTestId('show-cars').click()
    await expect(page).toHaveURL(/\/search\/toyota\?fuels=Hybrid&transmissions=/)
  })

  test('no result offers to drop the filter that emptied it', async ({ page }) => {
    await skipCookieNotice(page)
    await page.goto('/search/tesla?fuels=Diesel')
    await expect(page.getByTestId('search-zero')).toBeVisible()
    await page.getByTestId('drop-filter').first().click()
    await expect(page.getByTestId('sale-car').first()).toBeVisible()
  })

  test('a path deeper than brand and model is a 404', async ({ page, consoleErrors }) => {
    consoleErrors.allow(
      /status of 404 .*\/search\/toyota\/rav4\/extra:/,
      'the browser reports the 404 the test asks for',
    )
    const response = await page.goto('/search/toyota/rav4/extra')
    expect(response?.status()).toBe(404)
  })
})

test('GET /v1/car/count answers the count of a search, 400 for a value it cannot read', async ({ request }) => {
  const all = await request.get('/v1/car/count')
  expect(await all.json()).toEqual({ success: true, data: { count: 42 } })
  const toyota = await request.get(`/v1/car/count?brands=toyota&prices_from=${PRICE_FROM}&prices_to=${PRICE_TO}`)
  expect(await toyota.json()).toEqual({ success: true, data: { count: 5 } })
  expect((await request.get('/v1/car/count?fuels=coal')).status()).toBe(400)
})
