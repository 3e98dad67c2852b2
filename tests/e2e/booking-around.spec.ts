import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

test.use({ tripDays: 4 })

const SHOTS = '/tmp/shots/around'

// The shared dev server compiles on first visits and axe is slow on two cores.
test.describe.configure({ timeout: 240_000 })
/** Reserving a car and rendering the next step can take long on the shared dev server. */
const NAVIGATION_MS = 120_000

type DataLayerEntry = { event?: string; ecommerce?: { item_list_name?: string; items?: unknown[] } | null }

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])
}

test.describe('reservation error modal', () => {
  test('tells why the car could not be reserved and closes with Escape, keeping the results', async ({
    page,
    trip,
  }) => {
    await page.goto(`${trip.searchPath}&reservationError=CAR_NOT_AVAILABLE`)
    const modal = page.getByTestId('reservation-error')
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('this car was just taken')
    await expect(page.getByTestId('car-card').first()).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
    expect(await seriousViolations(page)).toEqual([])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      await page.screenshot({ path: `${SHOTS}/reservation-error-${width}.png` })
    }

    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(page).not.toHaveURL(/reservationError/)
    expect(new URL(page.url()).searchParams.get('puDate')).toBe(trip.pickupDate)
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  })

  test('shows the spec text for a missing temporary booking, translated, and a general one otherwise', async ({
    page,
    trip,
  }) => {
    await page.goto(`${trip.searchPath}&reservationError=NO_TEMPORARY_BOOKING`)
    await expect(page.getByTestId('reservation-error')).toContainText(
      'No temporary booking found. Please select a car and go through the booking flow first.',
    )
    await page.goto(`/is${trip.searchPath}&reservationError=SOMETHING_ELSE`)
    const modal = page.getByTestId('reservation-error')
    await expect(modal).toContainText('Eitthvað fór úrskeiðis')
    await modal.getByRole('button', { name: 'Velja annan bíl' }).click()
    await expect(modal).toBeHidden()
    await expect(page).not.toHaveURL(/reservationError/)
  })
})

test.describe('tracking', () => {
  test('pushes nothing before consent, then view_item_list after Agree', async ({ page, trip }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { dataLayer: unknown[] }).dataLayer = []
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(trip.searchPath)
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    await page.waitForTimeout(1_500)
    expect(await dataLayer(page)).toEqual([])

    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Agree', exact: true }).click()
    await expect
      .poll(async () => (await dataLayer(page)).map((entry) => entry.event ?? null))
      .toEqual([null, 'view_item_list'])
    const [clear, event] = await dataLayer(page)
    expect(clear).toEqual({ ecommerce: null })
    expect(event?.ecommerce?.item_list_name).toBe('Cars List')
    expect(event?.ecommerce?.items?.length).toBe(await page.getByTestId('car-card').count())
    expect(warnings.filter((text) => text.startsWith('Tracking'))).toEqual([])
  })
})

test.describe('loading', () => {
  test('the top bar runs while a filter loads; Book now covers the page until the car is reserved', async ({
    page,
    trip,
  }) => {
    await page.goto(trip.searchPath)
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    // A production server answers faster than the bar's 200 ms throttle: hold the answers back a little.
    await page.route(
      (url) => url.searchParams.get('category') === 'ElectricCars',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        await route.continue()
      },
    )
    await page
      .getByTestId('car-filters')
      .getByRole('link', { name: /Electric cars/ })
      .click()
    await expect(page.getByTestId('loading-bar')).toBeVisible()
    await expect(page).toHaveURL(/category=ElectricCars/, { timeout: NAVIGATION_MS })
    await expect(page.getByTestId('loading-bar')).toBeHidden({ timeout: 30_000 })

    await page.route('**/booking?*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page
      .getByTestId('car-card')
      .first()
      .getByRole('button', { name: /^Book now/ })
      .click()
    await expect(page.getByTestId('loading-overlay')).toBeVisible()
    await expect(page.getByTestId('loading-overlay')).toContainText('Reserving your car')
    await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: NAVIGATION_MS })
  })
})

test.describe('upgrade panel', () => {
  test('offers at most 5 cars on the protection step; Upgrade car holds another car', async ({ page, trip }) => {
    await page.goto(trip.searchPath)
    await page
      .getByTestId('car-card')
      .first()
      .getByRole('button', { name: /^Book now/ })
      .click()
    await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: NAVIGATION_MS })
    const booked = new URL(page.url()).searchParams.get('apiKey')

    const panel = page.getByTestId('upgrade-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Upgrade a higher car class' })).toBeVisible()
    const cars = panel.getByTestId('upgrade-car')
    const count = await cars.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(5)
    await expect(cars.first().getByTestId('upgrade-difference')).toContainText(/\+€\s?\d/)
    await expect(panel.getByRole('link', { name: /^Read more/ }).first()).toBeVisible()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await panel.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/upgrade-panel-${width}.png`, fullPage: true })
    }

    const target = await cars.first().getAttribute('data-car-id')
    await cars
      .first()
      .getByRole('button', { name: /^Upgrade car/ })
      .click()
    await expect(page.getByTestId('loading-overlay')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`apiKey=${target}(&|$)`), { timeout: NAVIGATION_MS })
    expect(new URL(page.url()).pathname).toBe('/booking/protection')
    expect(new URL(page.url()).searchParams.get('apiKey')).not.toBe(booked)
    // The new step opens with its step bar just below the sticky header, not under it.
    await expect
      .poll(async () => {
        const [header, steps] = await Promise.all([
          page.getByTestId('site-header').boundingBox(),
          page.getByTestId('booking-steps').boundingBox(),
        ])
        return header && steps ? steps.y >= header.y + header.height - 1 && steps.y < 240 : false
      })
      .toBe(true)
  })
})
