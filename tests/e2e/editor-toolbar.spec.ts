import type { APIRequestContext, Page } from '@playwright/test'

import { expect, skipCookieNotice, test } from './fixtures'

// The editor toolbar (SPEC §4, §6, §7): a signed token from the admin in the address or session
// storage, checked with POST /v1/toolbar/check, and an edit link through /v1/toolbar/redirect.

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

/** A fresh toolbar link to `path` for the demo admin, as the admin's "View on site" makes it. */
async function toolbarLink(request: APIRequestContext, path: string): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const answer = await request.post(`/v1/toolbar/token?${new URLSearchParams({ path, locale: 'en' })}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as { data: { url: string } }
  return data.url
}

/** Where the h1 and the footer sit: they must not move when the toolbar shows. */
async function layoutOf(page: Page): Promise<number[]> {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  const footer = await page.getByTestId('site-footer').boundingBox()
  return [heading?.y ?? -1, heading?.height ?? -1, footer?.y ?? -1]
}

/** The page's cumulative layout shift so far. */
async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

test('a toolbar token from the admin signs the editor in on the site: checked, stored, removed from the address, reloaded; the bar moves nothing', async ({
  page,
  request,
}) => {
  await skipCookieNotice(page)
  await page.goto('/about')
  const before = await layoutOf(page)
  const shiftBefore = await layoutShiftOf(page)
  await expect(page.getByTestId('admin-bar')).toHaveCount(0)

  await page.goto(await toolbarLink(request, '/about'))
  const bar = page.getByTestId('admin-bar')
  await expect(bar).toBeVisible()
  await expect(page).toHaveURL(/\/about$/)
  expect(await page.evaluate(() => window.sessionStorage.getItem('vegur-toolbar'))).toContain('"token"')
  await expect(bar).toHaveCSS('position', 'fixed')
  expect(await layoutOf(page)).toEqual(before)
  // The page shifts no more with the bar than it did without it.
  expect(await layoutShiftOf(page)).toBeCloseTo(shiftBefore, 6)

  // The edit link opens the page in the admin.
  const edit = bar.getByRole('link', { name: 'Edit this page' })
  const href = (await edit.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/v1\/toolbar\/redirect\?hash=[0-9a-f]{16}&locale=en$/)
  const redirect = await request.get(href, { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
  expect(redirect.headers().location).toMatch(/^\/admin\/collections\/pages\/\d+\?locale=en$/)

  // The stored token keeps the editor signed in on every page type, each with its own edit target.
  const targets: [string, RegExp, string][] = [
    ['/cars/dacia-duster-4x4', /hash=model-\d+&locale=en$/, 'Edit this page'],
    ['/booking', /hash=booking-search&locale=en$/, 'Edit this page'],
    ['/manage-my-booking', /hash=manage&locale=en$/, 'Edit this page'],
    // A German page opens the admin on its German content.
    ['/de/about', /hash=[0-9a-f]{16}&locale=de$/, 'Diese Seite bearbeiten'],
  ]
  for (const [path, target, label] of targets) {
    await page.goto(path)
    await expect(bar, path).toBeVisible()
    await expect(bar.getByRole('link', { name: label })).toHaveAttribute('href', target)
  }
  await page.goto('/search')
  await expect(bar).toBeVisible()
})

test('a forged or expired toolbar token shows no toolbar and is cleared', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401 .*\/v1\/toolbar\/check/, 'the check refuses the forged token with 401')
  await skipCookieNotice(page)
  await page.goto('/about?token=eyJzdWIiOiIxIiwiZXhwIjo5OTk5OTk5OTk5fQ.forged')
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('admin-bar')).toHaveCount(0)
  expect(await page.evaluate(() => window.sessionStorage.getItem('vegur-toolbar'))).toBeNull()

  const check = await page.request.post('/v1/toolbar/check?token=nope')
  expect(check.status()).toBe(401)
  const badHash = await page.request.get('/v1/toolbar/redirect?hash=%3Cscript%3E', { maxRedirects: 0 })
  expect(badHash.status()).toBe(400)
})

test('the view statistic counts a page only for a visitor who agreed to statistics', async ({ browser }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL)
  const undecided = await browser.newContext({ baseURL })
  const undecidedPage = await undecided.newPage()
  const undecidedViews: string[] = []
  undecidedPage.on('request', (request) => {
    if (request.url().includes('/v1/stat/view')) undecidedViews.push(request.url())
  })
  await undecidedPage.goto('/about')
  await expect(undecidedPage.getByRole('heading', { level: 1 })).toBeVisible()
  await undecidedPage.waitForTimeout(500)
  expect(undecidedViews).toEqual([])
  await undecided.close()

  const agreed = await browser.newContext({ baseURL })
  await agreed.addCookies([{ name: 'cookie_consent', value: 'granted', url: baseURL }])
  const agreedPage = await agreed.newPage()
  const view = agreedPage.waitForRequest((request) => request.url().endsWith('/v1/stat/view'))
  await agreedPage.goto('/about')
  const sent = (await view).postDataJSON() as { fingerprint: string; hash: string }
  // The visitor identity the server issued and signed (POST /v1/stat/visitor), not one the browser made up.
  expect(sent.fingerprint).toMatch(/^[\w-]+\.[\w-]{43}$/)
  expect(sent.hash).toMatch(/^[0-9a-f]{16}$/)
  await agreed.close()
})
