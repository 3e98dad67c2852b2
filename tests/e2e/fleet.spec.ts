import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, skipCookieNotice, test, tripFor } from './fixtures'

/** Issue 11: the fleet catalogue, a page per model, the car info card's link and the car blocks. */

const SHOTS = '/tmp/shots/fleet'
/** A booking round trip on a shared machine can take a while. */
const SLOW = { timeout: 120_000 }

const LANGUAGES = [
  { locale: 'en', prefix: '', heading: 'Our cars', expired: '20% off every 4x4 this winter' },
  { locale: 'de', prefix: '/de', heading: 'Unsere Autos', expired: '20 % Rabatt auf alle 4x4 in diesem Winter' },
  { locale: 'is', prefix: '/is', heading: 'Bílarnir okkar', expired: '20% afsláttur af öllum jeppum í vetur' },
] as const
const WIDTHS = [390, 1280] as const

async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

/** The header's "Our cars": under the first menu entry, on the desktop menu or in the mobile one. */
async function openOurCarsFromHeader(page: Page, width: number): Promise<void> {
  if (width < 1024) {
    await page.locator('header button[aria-controls]:visible').first().click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    await menu.locator('button[aria-expanded]:visible').first().click()
    await menu.locator('a[href$="/our-cars"]').first().click()
  } else {
    const menu = page.getByTestId('desktop-menu')
    await menu.locator('li').first().hover()
    await menu.locator('a[href$="/our-cars"]').first().click()
  }
}

// Once per language, phone and desktop alternating (en and is on a phone, de on a desktop).
for (const language of LANGUAGES) {
  for (const width of WIDTHS.filter((candidate) => (candidate === 1280) === (language.locale === 'de'))) {
    test(`${language.locale} at ${width} px: header → Our cars → model page → price → Insurance step`, async ({
      page,
    }) => {
      test.setTimeout(300_000)
      await page.setViewportSize({ width, height: 900 })
      await skipCookieNotice(page)
      await page.goto(`${language.prefix}/`)
      await openOurCarsFromHeader(page, width)

      await expect(page).toHaveURL(new RegExp(`${language.prefix}/our-cars$`), SLOW)
      await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible()
      await expect(page.getByTestId('fleet-group')).toHaveCount(6)
      const picanto = page.locator('[data-testid="model-card"][data-model="Kia Picanto"]')
      await expect(picanto.getByTestId('model-from-price')).toContainText(/\d/)
      await expect(picanto.getByTestId('model-f-road')).toBeVisible()
      await expect(picanto.getByTestId('model-book')).toHaveAttribute(
        'href',
        `${language.prefix}/booking?category=Economy`,
      )
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/our-cars-${language.locale}-${width}.png`, fullPage: true })

      // Automatic only: the manual Picanto goes, the automatic Yaris stays.
      await page.getByTestId('fleet-filters').getByRole('button').first().click()
      await expect(picanto).toBeHidden()
      await expect(page.locator('[data-testid="model-card"][data-model="Toyota Yaris Hybrid"]')).toBeVisible()
      await page.getByTestId('fleet-filters').getByRole('button').first().click()

      await page
        .locator('[data-testid="model-card"][data-model="Dacia Duster 4x4"]')
        .getByTestId('model-details')
        .click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/cars/dacia-duster-4x4$`), SLOW)
      await expect(page.getByRole('heading', { level: 1, name: 'Dacia Duster 4x4' })).toBeVisible()
      await expect(page.getByTestId('model-spec')).toContainText('IFMR')
      await expect(page.getByTestId('model-protections').locator('li')).toHaveCount(3)
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      )
      expect(jsonLd).toMatchObject({ '@type': ['Product', 'Car'], offers: { '@type': 'Offer', priceCurrency: 'EUR' } })
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//)
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/model-${language.locale}-${width}.png`, fullPage: true })

      const trip = tripFor(test.info(), { days: 5 })
      await page.locator('#model-pu-date').fill(trip.pickupDate)
      await page.locator('#model-do-date').fill(trip.returnDate)
      await page.getByTestId('model-price-form').getByRole('button').click()
      const price = page.getByTestId('model-price-value')
      await expect(price).toContainText(/\d/, SLOW)
      await expect(price).toContainText('5')
      await page.getByTestId('model-price-result').getByTestId('choose-car').getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/booking/protection\\?`), SLOW)
      await expect(page.getByTestId('summary-car')).toContainText('Dacia Duster 4x4')
      await expect(page.getByTestId('booking-summary').getByTestId('car-details-link')).toHaveAttribute(
        'href',
        `${language.prefix}/cars/dacia-duster-4x4`,
      )
    })
  }

  test(`${language.locale}: the landing pages render every car block; a banner outside its dates is not shown`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await skipCookieNotice(page)
    await page.goto(`${language.prefix}/4x4-highlands`)
    await expect(page.getByTestId('block-banner')).toHaveCount(1)
    await expect(page.getByText(language.expired)).toHaveCount(0)
    await expect(page.getByTestId('banner-label')).toBeVisible()
    await expect(page.getByTestId('block-carList').getByTestId('model-card').first()).toBeVisible()
    await expect(page.getByTestId('block-carList').getByRole('tab')).toHaveCount(2)
    await expect(page.getByTestId('block-carDetails').getByTestId('model-spec')).toContainText('IFMR')
    await expect(page.getByTestId('block-searchResults').getByTestId('sale-car').first()).toBeVisible()
    const saleCards = page.getByTestId('block-searchResults').getByTestId('sale-car')
    await expect(saleCards.locator('a')).toHaveCount(await saleCards.count())
    await expect(saleCards.first().locator('a')).toHaveAttribute('href', new RegExp(`^${language.prefix}/car/\\d+$`))
    await expectNoSeriousA11yIssues(page)

    await page.goto(`${language.prefix}/electric-cars`)
    await expect(page.getByTestId('block-slider').getByTestId('slide')).toHaveCount(3)
    await expect(page.getByTestId('block-slider').locator('s')).toHaveCount(1)
    await expect(page.getByTestId('block-financing').getByTestId('financing-item')).toHaveCount(2)
    const list = page.getByTestId('block-carList')
    await expect(list.getByTestId('car-list-item')).toHaveCount(2)
    await list.getByTestId('car-list-pages').getByRole('button').last().click()
    await expect(list.getByTestId('car-list-item')).toHaveCount(2)
    await expect(list.getByTestId('model-card').first()).not.toHaveAttribute('data-model', 'Tesla Model 3')
    await expect(page.getByTestId('block-carDetails')).toContainText('Tesla Model 3')
    await expectNoSeriousA11yIssues(page)

    await page.goto(`${language.prefix}/`)
    await expect(page.getByTestId('block-carList').getByRole('tab')).toHaveCount(3)
    await expect(page.getByTestId('block-slider').getByTestId('slide')).toHaveCount(3)
  })
}

test('results cards link to the model page; a model that never existed is a 404, /cars goes to /our-cars', async ({
  page,
  trip,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  consoleErrors.allow(/status of 404/, 'a model page that never existed answers 404')
  await skipCookieNotice(page)
  await page.goto(`/de${trip.searchPath}&category=ElectricCars`)
  const card = page.getByTestId('car-card').first()
  await expect(card.getByTestId('car-details-link')).toHaveAttribute('href', /^\/de\/cars\/[a-z0-9-]+$/)
  await expect(page.getByTestId('car-card')).toHaveCount(4)
  const missing = await page.goto('/de/cars/no-such-car')
  expect(missing?.status()).toBe(404)
  await page.goto('/is/cars')
  await expect(page).toHaveURL(/\/is\/our-cars$/)
})

test('sitemap lists /our-cars and every model page with hreflang', async ({ request }) => {
  const body = await (await request.get('/sitemap.xml')).text()
  expect(body).toContain('/de/our-cars</loc>')
  expect(body).toContain('/is/cars/dacia-duster-4x4</loc>')
  expect(body).toMatch(/hreflang="it" href="[^"]*\/it\/cars\/tesla-model-3"/)
})
