import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

test.use({ tripDays: 4 })

function cards(page: Page) {
  return page.getByTestId('car-card')
}

test.describe('booking search', () => {
  test('a visitor searches and sees priced cars that lead to the protection step', async ({ page, trip }) => {
    await page.goto('/booking')
    await expect(page.getByTestId('search-idle')).toBeVisible()
    await expect(page.getByTestId('booking-steps').locator('[aria-current="step"]')).toContainText('Select Car')

    const form = page.getByTestId('booking-search-form')
    await form.getByLabel('Pickup date').fill(trip.pickupDate)
    await form.getByLabel('Return date').fill(trip.returnDate)
    await form.getByLabel('Pickup time').selectOption('10:15')
    await form.getByRole('button', { name: 'Search cars' }).click()

    await expect(page).toHaveURL(new RegExp(`puDate=${trip.pickupDate}.*pickup_time=10%3A15`))
    await expect(cards(page).first()).toBeVisible()
    const first = cards(page).first()
    await expect(first.getByTestId('car-price-per-day')).toContainText(/€\s?\d/)
    await expect(first.getByTestId('car-total')).toContainText(/€\s?\d/)
    // 10:15 to 12:00 four days later is 4 days and 1 h 45 min: 5 rental days.
    await expect(first).toContainText('Pay now (5 days)')
    // Before a car is chosen the sidebar holds the trip asked for, not an empty skeleton.
    const sidebar = page.getByTestId('booking-summary')
    await expect(sidebar).toHaveAttribute('data-state', 'trip')
    await expect(sidebar.getByTestId('trip-days')).toHaveText('5 days')
    await expect(sidebar.getByTestId('trip-pickup')).toContainText('10:15')
    await expect(sidebar.getByTestId('trip-driver-age')).not.toBeEmpty()
    await expect(first).toContainText('VAT included in price')
    await expect(first.getByTestId('car-facts')).toContainText(/Auto|Manual/)

    await first.getByRole('button', { name: /^Book now/ }).click()
    await expect(page).toHaveURL(/\/booking\/protection\?/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/booking/protection')
    expect(url.searchParams.get('puDate')).toBe(trip.pickupDate)
    expect(url.searchParams.get('apiKey')).toMatch(/^\d+$/)
    // The rate quote id names the rate searched: its pickup time among the rest.
    expect(Buffer.from(url.searchParams.get('quoteID') ?? '', 'base64url').toString()).toContain(
      `|${trip.pickupDate}T10:15:00.000Z|`,
    )
    expect(url.searchParams.get('DateTimeOut')).toBe(`${trip.pickupDate}T10:15`)
    expect(url.searchParams.get('DateTimeIn')).toBe(`${trip.returnDate}T12:00`)
    // English searches default to the language's country, not Iceland.
    expect(url.searchParams.get('country')).toBe('GB')
    expect(url.searchParams.get('driverAge')).toBe('25')
  })

  test('filters change the URL, and the URL gives the same list on reload', async ({ page, trip }) => {
    await page.goto(trip.searchPath)
    const total = await cards(page).count()
    expect(total).toBeGreaterThan(3)

    const filters = page.getByTestId('car-filters')
    await filters.getByRole('link', { name: /Electric cars/ }).click()
    await expect(page).toHaveURL(/category=ElectricCars/)
    await expect(filters.getByRole('link', { name: /Electric cars/ })).toHaveAttribute('aria-current', 'true')
    const electric = await cards(page).count()
    expect(electric).toBeGreaterThan(0)
    expect(electric).toBeLessThan(total)
    for (const card of await cards(page).all()) {
      await expect(card.getByTestId('car-badges').getByText('Electric', { exact: true })).toBeVisible()
      await expect(card.locator('[data-fact="fuel"]')).toContainText('Electric')
    }

    await filters.getByRole('link', { name: /Automatic/ }).click()
    await expect(page).toHaveURL(/special=automatic/)
    for (const card of await cards(page).all()) await expect(card.getByTestId('car-facts')).toContainText('Auto')

    const count = await cards(page).count()
    await page.reload()
    await expect(cards(page)).toHaveCount(count)
  })

  test('prices follow the chosen currency and the young driver fee shows for a 21-year-old', async ({ page, trip }) => {
    await page.goto(`${trip.searchPath}&currency=ISK&driverAge=21`)
    const first = cards(page).first()
    await expect(first.getByTestId('car-price-per-day')).toContainText(/\d kr\./)
    await expect(first.getByTestId('car-fees')).toContainText(/\d kr\./)
    await expect(first).toContainText('Young driver fee')
  })

  test('the price a day holds every fee the driver cannot avoid (ADR 024)', async ({ page, trip }) => {
    await page.goto(`${trip.searchPath}&driverAge=21`)
    const first = cards(page).first()
    await expect(first.getByTestId('car-fees')).toContainText(/€\s?\d/)
    const euros = async (testId: string) =>
      Number(((await first.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''))
    const perDay = await euros('car-price-per-day')
    const total = await euros('car-total')
    const fees = await euros('car-fees')
    const days = Number(/Pay now \((\d+) days\)/.exec((await first.textContent()) ?? '')?.[1])
    expect(days).toBeGreaterThan(1)
    // The day's price is the all-in total over the days, to the cent, not the rent alone.
    expect(Math.abs(perDay * days - total)).toBeLessThanOrEqual(0.01 * days)
    expect(perDay * days).toBeGreaterThan(total - fees + 1)
  })

  test('reversed dates say what to fix, not to try again, and show no cars', async ({ page, trip }) => {
    await page.goto(`/booking?puDate=${trip.returnDate}&doDate=${trip.pickupDate}`)
    const error = page.getByTestId('search-error')
    await expect(error).toHaveText('Choose a return date and time after the pickup.')
    await expect(cards(page)).toHaveCount(0)
  })

  test('the search page speaks Icelandic', async ({ page, trip }) => {
    await page.goto(`/is${trip.searchPath}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Lausir bílar' })).toBeVisible()
    await expect(cards(page).first()).toContainText('VSK innifalinn í verði')
    await cards(page)
      .first()
      .getByRole('button', { name: /^Bóka núna/ })
      .click()
    await expect(page).toHaveURL(/\/is\/booking\/protection\?/)
  })
})
