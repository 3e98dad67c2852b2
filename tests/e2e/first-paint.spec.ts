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
