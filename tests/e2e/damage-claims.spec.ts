import { mkdirSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import { addressFor, expect as baseExpect, STEP_TIMEOUT, test } from './fixtures'
import { saveBooking } from './fixtures/saved-booking'

/**
 * Issue 32's two gaps: the published damage price list on the rental terms page, read from the
 * same collection the check-in charges by (and expired when it changes); a manager withdraws a
 * damage claim: nothing charged, the deposit released, the renter told and shown it withdrawn.
 */

const SHOTS = '/tmp/shots/damage-claims'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
const LAST_NAME = 'Withdrawsdottir'

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

/** The price list's rows as a visitor's page shows them: name and the price text. */
async function priceRows(page: Page): Promise<string[]> {
  return page.getByTestId('damage-price').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''))
}

test('the terms page shows the damage price list check-in charges by, and follows a change of a price', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/terms')
  const list = page.getByTestId('damage-price-list')
  await expect(page.getByRole('heading', { name: 'Damage price list' })).toBeVisible()
  // The seeded list: the dent at 45,000 kr., shown in euros for an English visitor with the krónur charged.
  const dent = list.getByTestId('damage-price').filter({ hasText: 'Dent, one panel' })
  await expect(dent.getByTestId('damage-price-shown')).toHaveText(/^€\d+\.\d{2}$/)
  await expect(dent.getByTestId('damage-price-charged')).toHaveText('Charged in ISK: 45,000 kr.')
  await page.screenshot({ path: `${SHOTS}/terms-price-list-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 768, height: 1000 })
  await page.screenshot({ path: `${SHOTS}/terms-price-list-768.png`, fullPage: true })

  // In Icelandic: the Icelandic names, in krónur.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await phone.goto('/is/terms')
  await expect(phone.getByRole('heading', { name: 'Verðskrá tjóna' })).toBeVisible()
  const dæld = phone.getByTestId('damage-price').filter({ hasText: 'Dæld, einn hluti' })
  await expect(dæld.getByTestId('damage-price-shown')).toHaveText('45.000 kr.')
  await expect(dæld.getByTestId('damage-price-charged')).toHaveCount(0)
  await phone.screenshot({ path: `${SHOTS}/terms-price-list-is-390.png`, fullPage: true })
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Staff add an item and change its price: the cached page follows each change.
  const auth = await adminHeaders(request)
  const name = `Mirror, replaced (${String(Date.now())})`
  const created = await request.post('/api/damage-prices', {
    headers: auth,
    data: { name, price: 31_000, sortOrder: 99 },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await expect(async () => {
      await page.goto('/terms')
      expect((await priceRows(page)).find((row) => row.includes(name))).toContain('31,000 kr.')
    }).toPass({ timeout: 20_000 })
    const changed = await request.patch(`/api/damage-prices/${String(doc.id)}`, {
      headers: auth,
      data: { price: 33_500 },
    })
    expect(changed.status()).toBe(200)
    await expect(async () => {
      await page.goto('/terms')
      expect((await priceRows(page)).find((row) => row.includes(name))).toContain('33,500 kr.')
    }).toPass({ timeout: 20_000 })
  } finally {
    await request.delete(`/api/damage-prices/${String(doc.id)}`, { headers: auth })
  }
  await phone.close()
})

/** Office date and time (UTC) `hours` from now, on the hour, as the booking API takes it. */
function officeTimeIn(hours: number): string {
  const at = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000)
  return at.toISOString().slice(0, 16)
}

async function logIn(page: Page) {
  await page.goto('/admin/login').catch(() => page.goto('/admin/login'))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: STEP_TIMEOUT })
}

/** A request of the site's API from the admin page (same origin, the staff session). */
async function adminFetch<T>(page: Page, path: string, init: { method?: string; json?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, json }) => {
      const response = await fetch(url, {
        method: method ?? 'GET',
        credentials: 'include',
        ...(json === undefined
          ? {}
          : {
              headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify(json),
            }),
      })
      return { status: response.status, body: (await response.json()) as T }
    },
    { url: path, method: init.method, json: init.json },
  )
}

/** Posts a form to the site's API from the admin page; the answer's status and text. */
async function adminForm(page: Page, path: string, fields: Record<string, string>) {
  return page.evaluate(
    async ({ url, entries }) => {
      const form = new FormData()
      for (const [key, value] of entries) form.set(key, value)
      const response = await fetch(url, { method: 'POST', credentials: 'include', body: form })
      return { status: response.status, body: await response.text() }
    },
    { url: path, entries: Object.entries(fields) },
  )
}

test('a manager withdraws a claim: nothing charged, the deposit released, the renter told and shown it', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409.*booking-claims/, 'a second withdrawal is refused (409)')
  consoleErrors.allow(/status of 409.*booking-check-outs/, 'a unit another test holds is skipped', { isOptional: true })
  const pickupAt = officeTimeIn(4)
  const returnAt = officeTimeIn(4 + 48)
  const trip = {
    offset: 2,
    pickupDate: pickupAt.slice(0, 10),
    returnDate: returnAt.slice(0, 10),
    pickupAt,
    returnAt,
    searchPath: '',
  }
  const { booking } = await saveBooking(request, trip, { lastName: LAST_NAME, paymentType: 'payLocally' })
  await logIn(page)
  const id = String(booking.BookingId)

  // The deposit held, the car checked out full and checked in at 6/8 (a refuelling charge, a claim).
  const held = await adminFetch(page, `/api/booking-deposits/${id}`, {
    method: 'POST',
    json: {
      action: 'authorise',
      card: { cardNumber: '4000 0000 0000 0077', expiry: '12/30', cvc: '123', cardholderName: `Anna ${LAST_NAME}` },
    },
  })
  expect(held.status, JSON.stringify(held.body)).toBe(200)
  const placed = (await adminFetch<{ carCategory: number; officeOut: number }>(page, `/api/bookings/${id}?depth=0`))
    .body
  const units = await adminFetch<{ docs: { id: number; mileage?: number | null }[] }>(
    page,
    `/api/vehicles?limit=20&depth=0&where[carCategory][equals]=${String(placed.carCategory)}&where[office][equals]=${String(placed.officeOut)}&where[status][equals]=inService`,
  )
  let checkedOut = { status: 0, body: 'no unit of the class in service' }
  let outKm = 0
  for (const unit of units.body.docs) {
    outKm = (unit.mileage ?? 0) + 10
    checkedOut = await adminForm(page, `/api/booking-check-outs/${id}`, {
      vehicleId: String(unit.id),
      mileage: String(outKm),
      fuelEighths: '8',
      licenceChecked: 'on',
    })
    if (checkedOut.status !== 409 || !checkedOut.body.includes('is taken')) break
  }
  expect(checkedOut.status, checkedOut.body).toBe(200)
  const checkedIn = await adminForm(page, `/api/booking-check-ins/${id}`, {
    mileage: String(outKm + 200),
    fuelEighths: '6',
    sendNotice: 'on',
  })
  expect(checkedIn.status, checkedIn.body).toBe(200)

  // The check-in screen: the manager withdraws the notified claim with a reason.
  await page.setViewportSize({ width: 768, height: 1000 })
  await page.goto(`/admin/check-in/${id}`)
  await expect(page.getByTestId('check-in-claim').locator('[data-status]')).toHaveAttribute('data-status', 'notified')
  const withdraw = page.getByTestId('claim-withdraw')
  const reason = 'The fuel gauge of this car reads low; refuelled it to full ourselves.'
  await withdraw.getByLabel(/Reason for withdrawing/).fill(reason)
  await page.screenshot({ path: `${SHOTS}/check-in-withdraw-768.png`, fullPage: true })
  page.once('dialog', (dialog) => void dialog.accept())
  await withdraw.getByRole('button', { name: 'Withdraw the claim' }).click()
  await expect(page.getByTestId('check-in-claim').locator('[data-status]')).toHaveAttribute('data-status', 'dropped', {
    timeout: STEP_TIMEOUT,
  })
  await expect(page.getByTestId('check-in-claim-withdrawal')).toContainText(reason)
  await expect(page.getByTestId('claim-withdraw')).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.screenshot({ path: `${SHOTS}/check-in-withdrawn-1280.png`, fullPage: true })

  // A withdrawn claim cannot be withdrawn again: a clear 4xx.
  const again = await adminFetch<{ errors: { message: string }[] }>(page, `/api/booking-claims/${id}`, {
    method: 'POST',
    json: { action: 'withdraw', reason: 'Again' },
  })
  expect(again.status).toBe(409)
  expect(again.body.errors[0]?.message).toContain('can no longer be withdrawn')

  // The deposit is released, the audit trail names the withdrawal, the renter gets the e-mail.
  await expect(async () => {
    const stored = await adminFetch<{ deposit: { status: string } }>(page, `/api/bookings/${id}?depth=0`)
    expect(stored.body.deposit.status).toBe('released')
    const mails = await adminFetch<{ docs: { kind: string }[] }>(
      page,
      `/api/outbox-messages?limit=20&depth=0&where[booking][equals]=${id}`,
    )
    expect(mails.body.docs.map((mail) => mail.kind)).toContain('claim-withdrawal')
  }).toPass({ timeout: 60_000 })
  await page.goto(`/admin/bookings-console/${id}`)
  await expect(page.getByTestId('booking-audit')).toContainText('Withdrew the damage claim')
  await expect(page.getByTestId('booking-audit')).toContainText(reason)

  // The renter, on a phone: the claim withdrawn, with the reason, and nothing left to object to.
  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await renter.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await renter.goto('/manage-my-booking')
  await renter.getByLabel('Voucher number').fill(booking.VoucherNumber)
  await renter.getByLabel("Driver's last name").fill(LAST_NAME)
  await renter.getByRole('button', { name: 'Find my booking' }).click()
  await expect(renter).toHaveURL(/\/manage-booking$/)
  const claim = renter.getByTestId('manage-claim')
  await expect(claim.getByTestId('manage-claim-status')).toHaveAttribute('data-status', 'dropped')
  await expect(claim.getByTestId('manage-claim-status')).toContainText('The claim was withdrawn on')
  await expect(claim.getByTestId('manage-claim-withdrawal')).toContainText(reason)
  await expect(claim.getByRole('button', { name: 'Send my objection' })).toHaveCount(0)
  // The claim links to the published damage price list (the seeded terms page).
  await expect(claim.getByTestId('manage-claim-price-list')).toHaveAttribute('href', '/terms')
  await claim.scrollIntoViewIfNeeded()
  await renter.screenshot({ path: `${SHOTS}/manage-withdrawn-390.png`, fullPage: true })
  expect(await renter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await renter.close()
})
