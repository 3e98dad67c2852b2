import type { APIRequestContext, Page } from '@playwright/test'

import { addressFor, expect, skipCookieNotice, test } from './fixtures'

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

// Each test posts forms from its own address (the e2e server trusts one proxy hop), so the
// per-address limit of the bot check never mixes tests.
test.use({
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ 'x-forwarded-for': addressFor(testInfo, '203.0.113') })
  },
})

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Payload takes the admin's cookie only with the site's own Origin (cross-site requests are anonymous). */
function sameOrigin(): { origin: string } {
  return { origin: String(test.info().project.use.baseURL) }
}

async function apiLogIn(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/users/login', { data: ADMIN, headers: sameOrigin() })
  expect(response.status()).toBe(200)
}

test('an editor builds a form with a conditional field, places it on a page, a visitor submits it and the editor sees it', async ({
  page,
  browser,
}, testInfo) => {
  // The admin's form builder is heavy on a loaded machine.
  test.setTimeout(240_000)
  const stamp = `${testInfo.workerIndex}${Date.now().toString(36)}`
  await logIn(page)

  // The editor builds the form in the admin: a checkbox, and a text field visible and required only when it is ticked.
  await page.goto('/admin/collections/forms/create')
  await page.getByLabel('Title').fill(`Trade-in ${stamp}`)
  await addFormField(page, 'Checkbox', 0)
  await fillBlockField(page, 0, 'name', 'hasCar')
  await fillBlockField(page, 0, 'label', 'I have a car to trade in')
  await addFormField(page, 'Text', 1)
  await fillBlockField(page, 1, 'name', 'plate')
  await fillBlockField(page, 1, 'label', 'Registration number')
  await fillBlockField(page, 1, 'visibleWhen.field', 'hasCar')
  await fillBlockField(page, 1, 'visibleWhen.value', 'true')
  await fillBlockField(page, 1, 'requiredWhen.field', 'hasCar')
  await fillBlockField(page, 1, 'requiredWhen.value', 'true')
  await page.locator('[data-lexical-editor="true"]').first().fill(`Thanks ${stamp}, we will call you.`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+/)
  const formId = Number(/forms\/(\d+)/.exec(page.url())?.[1])

  // It goes on a page through the contact form block.
  const created = await page.request.post('/api/pages', {
    headers: sameOrigin(),
    data: {
      title: `Trade in ${stamp}`,
      path: `/trade-in-${stamp}`,
      layout: [{ blockType: 'contactForm', title: 'Trade in your car', form: formId }],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)

  // A visitor fills it in: the registration number appears once the box is ticked, and is then required.
  const visitorContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': addressFor(testInfo, '203.0.114') },
  })
  const visitor = await visitorContext.newPage()
  await skipCookieNotice(visitor)
  await visitor.goto(`/trade-in-${stamp}`)
  const form = visitor.getByTestId(`cms-form-${formId}`)
  await expect(form.getByLabel('Registration number')).toHaveCount(0)
  await form.getByLabel('I have a car to trade in').check()
  await expect(form.getByLabel('Registration number')).toBeVisible()
  // The built-in bot check wants the form open for at least 3 s.
  await visitor.waitForTimeout(3_100)
  await form.getByRole('button', { name: 'Register vehicle' }).click()
  await expect(form.getByText('Registration number is required')).toBeVisible()
  await form.getByLabel('Registration number').fill(`AB-${stamp}`)
  await form.getByRole('button', { name: 'Register vehicle' }).click()
  await expect(visitor.getByTestId('cms-form-sent')).toContainText(`Thanks ${stamp}, we will call you.`)
  await visitorContext.close()

  // The editor finds the submission in the admin.
  await page.goto('/admin/collections/form-submissions')
  await expect(page.locator('.collection-list')).toContainText(`Trade-in ${stamp}`)
  const listed = await page.request.get(`/api/form-submissions?where[form][equals]=${formId}&depth=0`, {
    headers: sameOrigin(),
  })
  const submissionId = ((await listed.json()) as { docs: { id: number }[] }).docs[0]?.id
  await page.goto(`/admin/collections/form-submissions/${submissionId}`)
  await expect
    .poll(() =>
      page.locator('textarea').evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value)),
    )
    .toContain(`AB-${stamp}`)
})

test('the contact page shows its form; the Icelandic page names missing fields the Icelandic way', async ({
  page,
}, testInfo) => {
  await skipCookieNotice(page)
  await page.goto('/is/contact')
  const form = page.getByTestId('block-contactForm')
  await expect(form.getByRole('heading', { name: 'Skrifaðu okkur' })).toBeVisible()
  await form.getByRole('button', { name: 'Senda skilaboð' }).click()
  await expect(form.getByText('Fylltu út netfang')).toBeVisible()
  await expect(form.getByLabel('Bókunarnúmer')).toHaveCount(0)
  await form.getByLabel('Ég er þegar með bókun').check()
  await expect(form.getByLabel('Bókunarnúmer')).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await form.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`contact-form-${width}.png`), fullPage: true })
  }
})

test('the contact route refuses what the rules refuse, in the visitor language', async ({ request }) => {
  const contact = await request.get('/api/forms?where[title][equals]=Contact&depth=0')
  const formId = ((await contact.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect(formId).toBeGreaterThan(0)
  // The start stamp the page asks for when the form appears, sent once a person could have filled it in.
  const stamp = ((await (await request.get('/v1/forms/stamp')).json()) as { data: { stamp: string } }).data.stamp
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const headers = { 'x-form-stamp': stamp }
  const answer = await request.post(`/v1/company/contact?sid=${formId}&ln=de`, {
    headers,
    multipart: { name: 'Anna', email: 'not-an-email', topic: 'booking', hasBooking: 'true', message: 'Hallo' },
  })
  expect(answer.status()).toBe(400)
  const body = (await answer.json()) as { error: { fields: { path: string; message: string }[] } }
  expect(body.error.fields).toEqual([
    { path: 'email', message: 'Ungültige E-Mail-Adresse' },
    { path: 'bookingNumber', message: 'Buchungsnummer ist erforderlich' },
  ])
  const unknown = await request.post('/v1/company/contact?sid=999999&ln=en', { headers, multipart: { name: 'A' } })
  expect(unknown.status()).toBe(404)
})

test('a redirect rule ^/blog/(.*) to /news/$1 answers 301 in every language with the query kept', async ({
  request,
}) => {
  await apiLogIn(request)
  const created = await request.post('/api/redirect-rules', {
    headers: sameOrigin(),
    data: { oldPath: '^/blog/(.*)', newPath: '/news/$1', type: 'permanent' },
  })
  expect(created.status()).toBe(201)

  const english = await request.get('/blog/driving-in-winter?utm_source=old-site&x=1', { maxRedirects: 0 })
  expect(english.status()).toBe(301)
  expect(
    new URL(english.headers().location ?? '', 'http://x').pathname +
      new URL(english.headers().location ?? '', 'http://x').search,
  ).toBe('/news/driving-in-winter?utm_source=old-site&x=1')
  const german = await request.get('/de/blog/winterfahren?a=b', { maxRedirects: 0 })
  expect(german.status()).toBe(301)
  expect(german.headers().location).toMatch(/\/de\/news\/winterfahren\?a=b$/)

  // A chain onto it is refused.
  const chain = await request.post('/api/redirect-rules', {
    headers: sameOrigin(),
    data: { oldPath: '/old-blog', newPath: '/blog/x' },
  })
  expect(chain.status()).toBe(400)
  expect(JSON.stringify(await chain.json())).toContain('chains with the rule for ^/blog/(.*)')
  // Patterns run on RE2 (linear time): a back-reference, which only a backtracking engine has, is refused.
  const backReference = await request.post('/api/redirect-rules', {
    headers: sameOrigin(),
    data: { oldPath: '^/(a)\\1', newPath: '/news' },
  })
  expect(backReference.status()).toBe(400)
  expect(JSON.stringify(await backReference.json())).toContain('Patterns run on RE2')
  // A rule to its own path with a trailing slash would loop with the slash's redirect: refused.
  const slash = await request.post('/api/redirect-rules', {
    headers: sameOrigin(),
    data: { oldPath: '/looping', newPath: '/looping/' },
  })
  expect(slash.status()).toBe(400)

  // Deleting the rule takes it off the site at once.
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  expect((await request.delete(`/api/redirect-rules/${id}`, { headers: sameOrigin() })).status()).toBe(200)
  const after = await request.get('/blog/driving-in-winter', { maxRedirects: 0 })
  expect(after.status()).not.toBe(301)
})

test('an invalid regular expression is refused on save in the admin', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/, 'the admin reports the refused save')
  await logIn(page)
  await page.goto('/admin/collections/redirect-rules/create')
  await page.getByLabel('Old Path').fill('^/blog/(')
  await page.getByLabel('New Path').fill('/news')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('This regular expression does not compile.').first()).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/redirect-rules\/create/)
})

test('editors export and import redirect rules as CSV', async ({ request }) => {
  await apiLogIn(request)
  const imported = await request.post('/api/redirect-rules/csv', {
    headers: { ...sameOrigin(), 'content-type': 'text/csv' },
    data: 'oldPath,newPath,type\n/csv-old-a,/csv-new-a,temporary\n/csv-old-b,/csv-old-a,permanent\n',
  })
  expect(imported.status()).toBe(200)
  const report = (await imported.json()) as { created: number; refused: { line: number; message: string }[] }
  expect(report.created).toBe(1)
  expect(report.refused).toEqual([{ line: 3, message: expect.stringContaining('chains with the rule for /csv-old-a') }])
  const exported = await request.get('/api/redirect-rules/csv', { headers: sameOrigin() })
  expect(exported.headers()['content-type']).toContain('text/csv')
  expect(await exported.text()).toContain('/csv-old-a,/csv-new-a,temporary')
  const temporary = await request.get('/csv-old-a?k=1', { maxRedirects: 0 })
  expect(temporary.status()).toBe(302)
  expect(temporary.headers().location).toMatch(/\/csv-new-a\?k=1$/)
})

async function addFormField(page: Page, kind: string, row: number): Promise<void> {
  await page
    .getByRole('button', { name: /Add Field/i })
    .first()
    .click()
  await page.getByRole('button', { name: kind, exact: true }).click()
  await expect(page.locator(`[id="field-fields__${row}__name"]`)).toBeVisible()
}

/** Fills a field of a form-builder row and checks it took (the admin re-renders new rows as they mount). */
async function fillBlockField(page: Page, row: number, path: string, value: string): Promise<void> {
  const input = page.locator(`[id="field-fields__${row}__${path.replace('.', '__')}"]`)
  await expect(async () => {
    await input.fill(value)
    await expect(input).toHaveValue(value, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

test('error messages are CMS content per language, falling back to the message files', async ({ request }) => {
  const before = await request.get('/v1/company/error-messages?ln=is')
  const texts = ((await before.json()) as { data: Record<string, string> }).data
  expect(texts.CAR_NOT_FOUND).toBe('Þessi bíll er ekki lengur til sölu.')
  expect(texts.HTTP_ERROR).toContain('{status}')

  await apiLogIn(request)
  const saved = await request.post('/api/globals/error-messages?locale=is', {
    headers: sameOrigin(),
    data: { CAR_NOT_FOUND: 'Bíllinn er seldur.' },
  })
  expect(saved.status()).toBe(200)
  const refused = await request.post('/api/globals/error-messages?locale=is', {
    headers: sameOrigin(),
    data: { PHOTO_TOO_LARGE: 'Myndin {nmae} er of stór.' },
  })
  expect(refused.status()).toBe(400)

  const after = (await (await request.get('/v1/company/error-messages?ln=is')).json()) as {
    data: Record<string, string>
  }
  expect(after.data.CAR_NOT_FOUND).toBe('Bíllinn er seldur.')
  const english = (await (await request.get('/v1/company/error-messages?ln=en')).json()) as {
    data: Record<string, string>
  }
  expect(english.data.CAR_NOT_FOUND).toBe('This car is no longer for sale.')
})

test('"Create New" on pages leaves no untitled draft behind; a page is saved once it has a title and a path', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(
    /monaco-editor|Monaco initialization|^uncaught: Event$/,
    "the admin's JSON field loads its code editor from a CDN this machine cannot reach",
    { isOptional: true },
  )
  await apiLogIn(request)
  const countPages = async () => {
    const response = await request.get('/api/pages?draft=true&limit=0&depth=0', { headers: sameOrigin() })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }
  const before = await countPages()
  await logIn(page)
  await page.goto('/admin/collections/pages/create')
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/create$/)
  // Longer than the autosave interval: nothing is written for an empty form.
  await page.waitForTimeout(2_000)
  await page.goto('/admin/collections/pages')
  expect(await countPages()).toBe(before)

  const path = `/create-new-${testInfo.workerIndex}-${Date.now()}`
  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill('A page with a title')
  await page.locator('#field-path').fill(path)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  const id = Number(/pages\/(\d+)/.exec(page.url())?.[1])
  expect(await countPages()).toBe(before + 1)
  await request.delete(`/api/pages/${id}`, { headers: sameOrigin() })
})
