import type { BrowserContext, Page } from '@playwright/test'

import { addressFor, continueButton, expect, fillDetails, STEP_TIMEOUT, TEST_CARDS, test } from './fixtures'
import { fillCard } from './fixtures/visitor'

const SHOTS = '/tmp/shots/site'

type Push = { event?: string; ecommerce?: { item_list_name?: string; items?: { quantity?: number }[] } | null }

/** Every push of the page's data layer, across full page loads (each starts a new window.dataLayer). */
async function recordDataLayer(page: Page): Promise<Push[]> {
  const pushes: Push[] = []
  await page.exposeFunction('recordDataLayerPush', (json: string) => pushes.push(JSON.parse(json) as Push))
  await page.addInitScript(() => {
    const layer: unknown[] = []
    const record = (window as unknown as { recordDataLayerPush: (json: string) => void }).recordDataLayerPush
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) record(JSON.stringify(entry))
      return Array.prototype.push.apply(layer, entries)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  })
  return pushes
}

const events = (pushes: readonly Push[]) => pushes.flatMap((push) => (push.event ? [push.event] : []))
const lastOf = (pushes: readonly Push[], name: string) => pushes.findLast((push) => push.event === name)

async function grantConsent(context: BrowserContext): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').origin
  await context.addCookies([{ name: 'cookie_consent', value: 'granted', url: origin }])
}

test.describe('loading bar', () => {
  test('runs on a content page navigation, not only in the booking flow', async ({ page }) => {
    await page.goto('/')
    const link = page.getByTestId('site-footer').locator('a[href="/about"]').first()
    await expect(link).toBeVisible()
    // A production server answers faster than the bar's 200 ms throttle: hold the page back a little.
    await page.route(
      (url) => url.pathname === '/about',
      async (route) => {
        if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1_500))
        await route.continue()
      },
    )
    await link.click()
    await expect(page.getByTestId('loading-bar')).toBeVisible()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByTestId('loading-bar')).toBeHidden({ timeout: 10_000 })
  })
})

test.describe('online and offline', () => {
  test('the notice follows the browser', async ({ page, context, consoleErrors }) => {
    // The header's links prefetch their pages when they come into view (the viewport changes
    // below); offline, the browser reports each of those fetches as failed.
    consoleErrors.allow(
      /net::ERR_INTERNET_DISCONNECTED \(http:\/\/localhost:\d+\/[^)]*_rsc=/,
      'link prefetch offline',
      {
        isOptional: true,
      },
    )
    await page.goto('/is/about')
    const notice = page.getByTestId('offline-notice')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toHaveCount(0)
    await context.setOffline(true)
    await expect(notice).toHaveText('Engin nettenging. Við höldum áfram um leið og tengingin kemst aftur á.')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      await page.screenshot({ path: `${SHOTS}/offline-${width}.png` })
    }
    await context.setOffline(false)
    await expect(notice).toHaveCount(0)
  })
})

test.describe('failed chunk loads', () => {
  test('reload the page once, then not again within a minute', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404|ChunkLoadError|Failed to load chunk/, 'the test makes the new chunks fail')
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
    )
    // Every chunk this page has not loaded yet is gone, as after a new deployment.
    await page.route('**/_next/static/chunks/**', (route) =>
      loaded.has(new URL(route.request().url()).pathname)
        ? route.continue()
        : route.fulfill({ status: 404, body: 'gone' }),
    )
    // The search page needs scripts of its own: the navigation fails to load them.
    await page.getByTestId('site-header').getByRole('link', { name: 'Book a car' }).click()
    await expect.poll(() => loads, { timeout: 30_000 }).toBe(2)
    await expect(page).toHaveURL(/\/booking$/)
    expect(await page.evaluate(() => sessionStorage.getItem('vegur:chunk-reload-at'))).toMatch(/^\d+$/)
    // The reloaded page misses the same scripts: no second reload within the minute.
    await page.waitForTimeout(5_000)
    expect(loads).toBe(2)
  })
})

test.describe('404', () => {
  for (const { path, lang, title, home } of [
    { path: '/de/keine-seite', lang: 'de', title: 'Entschuldigung, Seite nicht gefunden', home: 'Zur Startseite' },
    { path: '/is/engin-sida', lang: 'is', title: 'Því miður, síðan fannst ekki', home: 'Fara á forsíðu' },
    { path: '/fr/aucune-page', lang: 'fr', title: 'Désolé, page introuvable', home: "Retour à l'accueil" },
    { path: '/no-such-page', lang: 'en', title: 'Sorry, page not found', home: 'Return Home' },
  ]) {
    test(`an unknown path answers 404 inside the site in its language (${lang})`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 404/, 'the browser reports the 404 the test asks for')
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      // The server's document itself carries the language and the site's chrome.
      const html = (await response?.text()) ?? ''
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`))
      expect(html).toContain('data-testid="site-header"')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('site-header')).toBeVisible()
      await expect(page.getByTestId('site-footer')).toBeVisible()
      await expect(page.getByRole('link', { name: home })).toBeVisible()
      if (lang === 'de') {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 })
          await page.screenshot({ path: `${SHOTS}/not-found-${width}.png`, fullPage: true })
        }
      }
    })
  }

  test('an unknown path asked for with a query goes to the same 404 without it', async ({ request }) => {
    const first = await request.get('/de/keine-seite?page=2&sort=price', { maxRedirects: 0 })
    expect(first.status()).toBe(307)
    expect(new URL(first.headers()['location'] ?? '', 'http://x').pathname).toBe('/de/keine-seite')
    const followed = await request.get('/de/keine-seite?page=2&sort=price')
    expect(followed.status()).toBe(404)
    expect(await followed.text()).toMatch(/<html lang="de"/)
  })
})

test.describe('tracking', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the catalogue and a model page send their events only after consent', async ({ page }) => {
    const pushes = await recordDataLayer(page)
    await page.goto('/our-cars')
    await expect(page.getByTestId('model-card').first()).toBeVisible()
    await page.waitForTimeout(1_500)
    expect(pushes).toEqual([])

    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Agree', exact: true }).click()
    await expect.poll(() => events(pushes)).toEqual(['view_item_list'])
    expect(pushes[0]).toEqual({ ecommerce: null })
    expect(lastOf(pushes, 'view_item_list')?.ecommerce?.item_list_name).toBe('Catalog')

    await page.getByTestId('model-card').first().getByTestId('model-details').click()
    await expect(page.getByTestId('model-page')).toBeVisible()
    await expect.poll(() => events(pushes)).toEqual(['view_item_list', 'view_item'])
    expect(lastOf(pushes, 'view_item')?.ecommerce?.item_list_name).toBe('Catalog')
  })

  test('a booking sends each of its events where it happens', async ({ page, context, trip }) => {
    await grantConsent(context)
    const pushes = await recordDataLayer(page)
    await page.goto(trip.searchPath)
    await expect(page.getByTestId('car-card').first()).toBeVisible({ timeout: STEP_TIMEOUT })
    await expect.poll(() => events(pushes)).toContain('view_item_list')

    await page.getByTestId('car-card').first().getByTestId('choose-car').getByRole('button').click()
    await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: STEP_TIMEOUT })
    await expect.poll(() => events(pushes)).toContain('begin_checkout')
    expect(lastOf(pushes, 'select_item')?.ecommerce?.item_list_name).toBe('Cars List')

    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/extras\?/, { timeout: STEP_TIMEOUT })
    const extra = page
      .getByTestId('extra')
      .filter({ has: page.locator('button[value$=":+1"]') })
      .first()
    await extra.locator('button[value$=":+1"]').click()
    await expect(extra).toHaveAttribute('data-quantity', '1', { timeout: STEP_TIMEOUT })
    await expect.poll(() => events(pushes)).toContain('add_to_cart')
    expect(lastOf(pushes, 'add_to_cart')?.ecommerce).toMatchObject({
      item_list_name: 'Extra',
      items: [{ quantity: 1 }],
    })
    await extra.locator('button[value$=":-1"]').click()
    await expect(extra).toHaveAttribute('data-quantity', '0', { timeout: STEP_TIMEOUT })
    await expect.poll(() => events(pushes)).toContain('remove_from_cart')
    expect(lastOf(pushes, 'remove_from_cart')?.ecommerce?.item_list_name).toBe('Extra')

    await continueButton(page).click()
    await expect(page.getByTestId('detail-form')).toBeVisible({ timeout: STEP_TIMEOUT })
    await fillDetails(page)
    await page.getByTestId('detail-form').locator('button[type="submit"]').last().click()
    await expect(page.getByTestId('payment-form')).toBeVisible({ timeout: STEP_TIMEOUT })
    await fillCard(page, TEST_CARDS.success)
    await page.getByTestId('payment-form').getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => events(pushes), { timeout: STEP_TIMEOUT }).toContain('purchase')

    // The upgrade panel sends its own view_item_list (Car upgrade) on the steps that show it.
    expect(events(pushes).filter((name) => name !== 'view_item_list')).toEqual([
      'select_item',
      'begin_checkout',
      'checkout_step_extras',
      'add_to_cart',
      'remove_from_cart',
      'checkout_step_details',
      'add_shipping_info',
      'checkout_step_payment',
      'add_payment_info',
      'purchase',
    ])
    for (const name of ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']) {
      expect(lastOf(pushes, name)?.ecommerce?.item_list_name).toBe('Booking')
    }
  })

  test('paying the balance in manage sends add_payment_info', async ({ page, context, savedBooking }) => {
    const { booking } = await savedBooking({ lastName: 'Magnusdottir' })
    await grantConsent(context)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
    const pushes = await recordDataLayer(page)
    await page.goto('/manage-my-booking')
    await page.getByLabel('Voucher number').fill(booking.VoucherNumber)
    await page.getByLabel("Driver's last name").fill('Magnusdottir')
    await page.getByRole('button', { name: 'Find my booking' }).click()
    await expect(page).toHaveURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT })
    await page.goto('/manage-booking/payment')
    // Manage's payment form has no terms box (they were accepted when booking): the card alone.
    const form = page.getByTestId('payment-form')
    await form.locator('[name="cardNumber"]').fill(TEST_CARDS.success)
    await form.locator('[name="expiry"]').fill('12/2030')
    await form.locator('[name="cvc"]').fill('123')
    await form.locator('[name="cardholderName"]').fill('Anna Magnusdottir')
    await page.getByTestId('payment-form').getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => events(pushes), { timeout: STEP_TIMEOUT }).toContain('add_payment_info')
    expect(lastOf(pushes, 'add_payment_info')?.ecommerce?.item_list_name).toBe('Booking')
    await expect(page).toHaveURL(/\/manage-booking\/confirmation\?payment=/, { timeout: STEP_TIMEOUT })
  })
})

test.describe("the visitor's country", () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test("without an address to go by, the browser's time zone picks the details form's country", async ({
    page,
    visitor,
  }) => {
    await visitor.onStep('detail')
    // English would start from GB; a browser in Berlin's time zone is taken to be in Germany.
    await expect(page.getByTestId('detail-form').locator('[name="client.country"]')).toHaveValue('DE')
  })
})
