import type { APIRequestContext, APIResponse } from '@playwright/test'

import { expect, test as base } from './fixtures'

// Content pages come from the full-route cache and expire when an editor publishes; the booking
// search's answers are kept per question and expire when a booking takes or frees a car (ADR 009).

/**
 * A visitor's requests: a request context of its own, with none of the editor's cookies, so they are
 * answered as a new visitor's are (also by our server's page cache in front of Next, ADR 013).
 */
const test = base.extend<{ visitorRequest: APIRequestContext }>({
  visitorRequest: async ({ playwright, baseURL }, provide) => {
    const context = await playwright.request.newContext({ baseURL })
    await provide(context)
    await context.dispose()
  },
})

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

/** A page as a visitor's browser gets it: `request` is the visitor's context, `cookie` the only cookie sent. */
async function visit(request: APIRequestContext, path: string, cookie?: string): Promise<APIResponse> {
  return request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 })
}

/**
 * `path` asked for as `asked` (another query, a cookie) after a warming visit, answered from the
 * cache. Tried again if a test publishing in parallel expired the page in between.
 */
async function cachedVisit(
  request: APIRequestContext,
  path: string,
  asked: { path?: string; cookie?: string } = {},
): Promise<APIResponse> {
  let answer: APIResponse | undefined
  await expect(async () => {
    await visit(request, path)
    answer = await visit(request, asked.path ?? path, asked.cookie)
    expect(answer.headers()['x-nextjs-cache']).toBe('HIT')
  }).toPass({ timeout: 20_000 })
  if (!answer) throw new Error(`no answer for ${path}`)
  return answer
}

function h1Of(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
}

test('two visitors with different consent get the same cached page; only the one who agreed gets the snippets', async ({
  visitorRequest,
  browser,
  page,
}, testInfo) => {
  const agreed = await cachedVisit(visitorRequest, '/about', { cookie: 'cookie_consent=granted' })
  const undecided = await visit(visitorRequest, '/about')
  expect(agreed.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
  expect(agreed.headers()['set-cookie']).toBeUndefined()
  // Answered by our server's page cache (ADR 013), like a visitor without cookies; the language
  // cookie is part of the key, another cookie is not served from it.
  expect(agreed.headers()['age']).toBeDefined()
  expect(agreed.headers()['vary']).toMatch(/Accept-Language, Cookie$/)
  // The language cookie is part of the key: its first visit reaches Next, the next is kept.
  const cookie = 'cookie_consent=granted; NEXT_LOCALE=en; _ga=GA1.1.2.3'
  await expect(async () => {
    await visit(visitorRequest, '/about', cookie)
    expect((await visit(visitorRequest, '/about', cookie)).headers()['age']).toBeDefined()
  }).toPass({ timeout: 20_000 })
  const editor = await visit(visitorRequest, '/about', 'cookie_consent=granted; payload-token=not-a-session')
  expect(editor.headers()['age']).toBeUndefined()
  const html = await agreed.text()
  expect(await undecided.text()).toBe(html)
  expect(html).not.toContain('vegur-analytics')

  const baseURL = String(testInfo.project.use.baseURL)
  const agreedContext = await browser.newContext({ baseURL })
  await agreedContext.addCookies([{ name: 'cookie_consent', value: 'granted', url: baseURL }])
  const agreedPage = await agreedContext.newPage()
  await agreedPage.goto('/about')
  await expect(agreedPage.locator('[data-vegur-analytics]').first()).toBeAttached()
  await expect(agreedPage.getByTestId('cookie-notice')).toHaveCount(0)
  await agreedContext.close()

  await page.goto('/about')
  await expect(page.getByTestId('cookie-notice')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.locator('[data-vegur-analytics]').count()).toBe(0)
})

test('a published change shows on the cached page within a second, in every state of the page', async ({
  request,
  visitorRequest,
}) => {
  const auth = await adminHeaders(request)
  const path = `/cache-check-${test.info().workerIndex}-${Date.now()}`

  const before = await visit(visitorRequest, path)
  expect(before.status()).toBe(404)

  const created = await request.post('/api/pages', {
    headers: auth,
    data: { title: 'First title', path, _status: 'published', layout: [] },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const publishedAt = Date.now()
    const first = await visit(visitorRequest, path)
    expect(first.status()).toBe(200)
    expect(h1Of(await first.text())).toBe('First title')
    expect(Date.now() - publishedAt).toBeLessThan(1_000)
    const kept = await cachedVisit(visitorRequest, path)
    // Answered by our server's page cache, which the publish below must empty too.
    expect(kept.headers()['age']).toBeDefined()

    const updated = await request.patch(`/api/pages/${doc.id}`, {
      headers: auth,
      data: { title: 'Second title', _status: 'published' },
    })
    expect(updated.status()).toBe(200)
    const editedAt = Date.now()
    const second = await visit(visitorRequest, path)
    expect(h1Of(await second.text())).toBe('Second title')
    expect(Date.now() - editedAt).toBeLessThan(1_000)

    // A draft is not published: the cached page keeps showing the published title.
    await request.patch(`/api/pages/${doc.id}?draft=true`, {
      headers: auth,
      data: { title: 'Draft title', _status: 'draft' },
    })
    expect(h1Of(await (await visit(visitorRequest, path)).text())).toBe('Second title')
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers: auth })
  }
  expect((await visit(visitorRequest, path)).status()).toBe(404)
})

test('a query that changes the page is rendered for it, analytics parameters are served the cached page', async ({
  visitorRequest,
}) => {
  await cachedVisit(visitorRequest, '/search', { path: '/search?utm_source=newsletter' })

  const filtered = await visit(visitorRequest, '/search?sort=price-asc')
  expect(filtered.status()).toBe(200)
  expect(filtered.headers()['x-nextjs-cache']).toBeUndefined()

  const direct = await visit(visitorRequest, '/_query/search')
  expect(direct.status()).toBe(404)
})

test('an editor edits a page in the admin: the autosaved draft shows in the live preview only; published, it shows on the cached page within a second', async ({
  page,
  request,
  visitorRequest,
  consoleErrors,
}) => {
  // The admin is heavy on a loaded machine.
  test.setTimeout(240_000)
  consoleErrors.allow(
    /monaco-editor|Monaco initialization|^uncaught: Event$/,
    "the admin's JSON field loads its code editor from a CDN this machine cannot reach",
    { isOptional: true },
  )
  const auth = await adminHeaders(request)
  const path = `/admin-publish-${test.info().workerIndex}-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers: auth,
    data: { title: 'Before the edit', path, _status: 'published', layout: [] },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await visit(visitorRequest, path)
    expect((await visit(visitorRequest, path)).headers()['x-nextjs-cache']).toBe('HIT')

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto(`/admin/collections/pages/${doc.id}`)

    // Typing autosaves a draft: the live preview (phone width) shows it, visitors do not.
    const autosaved = page.waitForResponse(
      (response) => response.url().includes(`/api/pages/${doc.id}`) && response.request().method() === 'PATCH',
    )
    await page.locator('#field-title').fill('After the edit')
    await autosaved
    await page.locator('[aria-label="Live Preview"]').click()
    const preview = page.frameLocator('iframe[src*="/_preview/"]')
    await expect(preview.getByTestId('preview-notice')).toBeVisible()
    await expect(page.locator('iframe[src*="/_preview/"]')).toHaveAttribute('src', /\/_preview\/\d+$/)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('After the edit')
    const cached = await visit(visitorRequest, path)
    expect(h1Of(await cached.text())).toBe('Before the edit')
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

    // Publishing (as the admin's "Publish changes" does) shows the draft on the cached page at once.
    const publish = await request.patch(`/api/pages/${doc.id}`, { headers: auth, data: { _status: 'published' } })
    expect(publish.status()).toBe(200)
    const publishedAt = Date.now()
    expect(h1Of(await (await visit(visitorRequest, path)).text())).toBe('After the edit')
    expect(Date.now() - publishedAt).toBeLessThan(1_000)
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers: auth })
  }
})

test('a booking search is kept per question, and a booking expires it at once', async ({
  visitorRequest,
  trip,
  savedBooking,
}) => {
  // The same question with an analytics parameter, or its parameters in another order, is the same page.
  const [pickup, dropoff] = trip.searchPath.replace('/booking?', '').split('&')
  const kept = await cachedVisit(visitorRequest, trip.searchPath, {
    path: `/booking?${dropoff}&utm_source=mail&${pickup}`,
  })
  expect(await kept.text()).toContain('data-testid="car-card"')

  await savedBooking()
  const afterBooking = await visit(visitorRequest, trip.searchPath)
  expect(afterBooking.status()).toBe(200)
  expect(afterBooking.headers()['x-nextjs-cache']).toBe('MISS')

  const direct = await visit(visitorRequest, '/_results/-')
  expect(direct.status()).toBe(404)
})
