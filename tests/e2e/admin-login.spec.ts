import { addressFor, expect, test } from './fixtures'

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
// Each test logs in from its own address (as the trusted proxy the e2e server assumes reports it),
// so the per-address failure limit of one test leaves the others alone.
test.use({
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ 'x-forwarded-for': addressFor(testInfo, '198.51.100') })
  },
})

const GENERIC_FAILURE =
  'Login failed. Either the e-mail or password is wrong or there were too many attempts. Please try again later.'

// Issue 15 row 10: every failure answers one generic message, and failures do not lock staff out.
test('a wrong admin password gets the generic message, the right one still logs in', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 401 .*\/api\/users\/login/,
    "the browser reports the admin login's 401 answer to the wrong password",
  )
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(GENERIC_FAILURE)).toBeVisible()

  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('an unknown e-mail gets the same answer as a wrong password', async ({ request }) => {
  const answer = async (email: string) => {
    const response = await request.post('/api/users/login', { data: { email, password: 'not the password' } })
    return { status: response.status(), body: (await response.json()) as unknown }
  }
  const unknown = await answer('nobody-at-all@vegur.is')
  expect(unknown.status).toBe(401)
  expect(await answer(ADMIN.email)).toEqual(unknown)
})

// Issue 15 row 1: forgot-password answers at once and Payload's reset mail lands in the outbox.
test('forgot password answers at once and the reset mail is listed in the admin outbox', async ({ page }) => {
  await page.goto('/admin/forgot')
  await page.getByLabel('Email').fill(ADMIN.email)
  const startedAt = Date.now()
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/users/forgot-password'))
  await page.getByRole('button', { name: 'Submit' }).click()
  expect((await answered).status()).toBe(200)
  expect(Date.now() - startedAt).toBeLessThan(3_000)
  await expect(page.getByText(/you will receive instructions to reset your password/)).toBeVisible()

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/outbox-messages')
  await expect(page.getByRole('link', { name: 'Reset Your Password' }).first()).toBeVisible()
})

// Payload adds each login's session to the account's list by reading and writing the whole list:
// logins of one account at once (two tabs, two staff sharing the demo admin) must not sign each other out.
test('logins of one account at the same moment all stay signed in', async ({ playwright, baseURL }, testInfo) => {
  const headers = { 'x-forwarded-for': addressFor(testInfo, '198.51.100') }
  const contexts = await Promise.all(
    Array.from({ length: 5 }, () => playwright.request.newContext({ baseURL, extraHTTPHeaders: headers })),
  )
  try {
    const logins = await Promise.all(contexts.map((context) => context.post('/api/users/login', { data: ADMIN })))
    for (const login of logins) expect(login.status()).toBe(200)
    for (const context of contexts) {
      // Payload reads the login cookie of a request from the site itself (its Origin).
      const me = (await (await context.get('/api/users/me', { headers: { origin: baseURL ?? '' } })).json()) as {
        user: { email: string } | null
      }
      expect(me.user?.email).toBe(ADMIN.email)
    }
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()))
  }
})
