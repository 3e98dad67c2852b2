import { expect, test } from './fixtures'

test.describe('site chrome', () => {
  test('header and footer come from the CMS, in the page language', async ({ page }) => {
    await page.goto('/')
    const header = page.getByTestId('site-header')
    await expect(header.getByTestId('desktop-menu').getByRole('link', { name: 'Help' })).toBeVisible()
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('link', { name: /\+354/ }).first()).toHaveAttribute('href', /^tel:\+354/)
    await expect(footer.getByRole('link', { name: 'info@vegur.is' })).toHaveAttribute('href', 'mailto:info@vegur.is')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)

    await page.goto('/de/')
    await expect(page.getByTestId('desktop-menu').getByRole('link', { name: 'Hilfe' })).toBeVisible()
  })

  test('the language switcher opens the same page in another language and remembers it', async ({ page, context }) => {
    await page.goto('/about')
    const switcher = page.getByTestId('language-switcher')
    await switcher.getByRole('button').click()
    await switcher.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const cookies = await context.cookies()
    const localeCookie = cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')
    expect(localeCookie?.value).toBe('de')
    const daysLeft = ((localeCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(360)

    await page.getByTestId('language-switcher').getByRole('button').click()
    await page.getByTestId('language-switcher').getByRole('link', { name: 'Íslenska' }).click()
    await expect(page).toHaveURL(/\/is\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'is')
  })

  test('switching language keeps the query, so a search survives it', async ({ page }) => {
    await page.goto('/booking?currency=ISK&driverAge=21')
    const switcher = page.getByTestId('language-switcher')
    await switcher.getByRole('button').click()
    await switcher.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/booking\?currency=ISK&driverAge=21$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('pages carry hreflang alternates for all six languages', async ({ page }) => {
    await page.goto('/faq')
    for (const lang of ['en', 'de', 'es', 'fr', 'is', 'it']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1)
    }
  })
})

test.describe('cookie notice', () => {
  test('statistics snippets load only after consent', async ({ page }) => {
    await page.goto('/')
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(await page.content()).not.toContain('vegur-analytics')

    await notice.getByRole('button', { name: 'Agree', exact: true }).click()
    await expect(notice).toBeHidden()
    await expect(page.locator('[data-vegur-analytics]').first()).toBeAttached()

    await page.reload()
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    await expect(page.locator('[data-vegur-analytics]').first()).toBeAttached()
  })

  test('closing the notice hides it without consenting', async ({ page, context }) => {
    await page.goto('/about')
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Close without agreeing' }).click()
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    await page.reload()
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    expect(await page.content()).not.toContain('vegur-analytics')
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')
    expect(consent?.value).toBe('dismissed')
  })
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('slides in with one submenu open at a time, the current one opened by itself', async ({ page }) => {
    await page.goto('/faq')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    const help = menu.getByRole('button', { name: 'Show pages under Help' })
    await expect(help).toHaveAttribute('aria-expanded', 'true')

    const rent = menu.getByRole('button', { name: 'Show pages under Rent a car' })
    await rent.click()
    await expect(rent).toHaveAttribute('aria-expanded', 'true')
    await expect(help).toHaveAttribute('aria-expanded', 'false')

    await menu.getByRole('link', { name: 'Insurance' }).click()
    await expect(page).toHaveURL(/\/insurance$/)
    await expect(menu).toBeHidden()
  })

  test('closes with Escape', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  })
})
