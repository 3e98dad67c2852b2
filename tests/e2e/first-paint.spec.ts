import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** When the page's main image finished loading, and when its first framework script was asked for. */
function loadOrder(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const heroEntry = resources.find((entry) => hero !== null && entry.name === hero.currentSrc)
    const scripts = resources.filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
    return {
      heroLoadedAt: heroEntry?.responseEnd,
      firstScriptAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    }
  })
}

test.describe('first paint before the framework (issue 33)', () => {
  test('the home page asks for its scripts once the hero image has loaded, and is interactive when it has loaded', async ({
    page,
  }) => {
    await page.goto('/')
    const order = await loadOrder(page)
    expect(order.heroLoadedAt).toBeDefined()
    expect(order.scripts).toBeGreaterThan(3)
    expect(order.firstScriptAskedAt).toBeGreaterThanOrEqual(order.heroLoadedAt ?? Number.POSITIVE_INFINITY)
    // The window's load waited for them: the page is hydrated and answers a click.
    const switcher = page.getByTestId('language-switcher')
    await switcher.getByRole('button').click()
    await switcher.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/?$/)
  })

  test('a page without a main image asks for its scripts at once and hydrates', async ({ page }) => {
    await page.goto('/manage-my-booking')
    const order = await loadOrder(page)
    expect(order.scripts).toBeGreaterThan(3)
    const switcher = page.getByTestId('language-switcher')
    await switcher.getByRole('button').click()
    await expect(switcher.getByRole('link', { name: 'Deutsch' })).toBeVisible()
  })
})

test.describe('the cookie notice is drawn with the page (issue 33)', () => {
  /** Holds the page's framework scripts until `release` is called, so what shows is the server's HTML. */
  async function holdFramework(page: Page) {
    const held: Array<() => Promise<void>> = []
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) => {
      held.push(() => route.continue())
    })
    return { release: () => Promise.all(held.splice(0).map((go) => go())) }
  }

  test('a first visitor sees it before any framework script has run, and can agree once they have', async ({
    page,
    trip,
  }) => {
    const framework = await holdFramework(page)
    await page.goto(trip.searchPath, { waitUntil: 'commit' })
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await framework.release()
    await page.waitForLoadState('load')
    await notice.getByRole('button', { name: 'Agree', exact: true }).click()
    await expect(notice).toHaveCount(0)
  })

  test('a visitor who chose on an earlier visit never sees it, before or after hydration', async ({
    page,
    trip,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'cookie_consent', value: 'granted', url: baseURL ?? '' }])
    const framework = await holdFramework(page)
    await page.goto(trip.searchPath, { waitUntil: 'commit' })
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeAttached()
    await expect(notice).toBeHidden()
    await framework.release()
    await page.waitForLoadState('load')
    await expect(notice).toHaveCount(0)
  })
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor whose browser runs no scripts gets no notice it could not close (nothing would start)', async ({
    page,
  }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('cookie-notice')).toBeAttached()
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
  })
})
