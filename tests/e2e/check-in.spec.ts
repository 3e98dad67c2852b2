import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { addressFor, expect as baseExpect, STEP_TIMEOUT, test } from './fixtures'
import { saveBooking } from './fixtures/saved-booking'

/**
 * Issue 32: a check-in with a new damage opens a claim; the renter objects through the booking
 * link; a manager decides; the deposit is captured in part and the rest released; the ledger, the
 * e-mails and the audit trail agree. The check-in screen at 1280 and 768 px, by keyboard.
 */

const SHOTS = '/tmp/shots/check-in'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 60_000 })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
const LAST_NAME = 'Returnsdottir'

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

/** A fetch of the site's API from the admin page (same origin, the staff session). */
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

test('a check-in with a new damage opens a claim; the renter objects; a manager decides; the deposit is captured in part', async ({
  browser,
  page,
  request,
}) => {
  const pickupAt = officeTimeIn(3)
  const returnAt = officeTimeIn(3 + 48)
  const trip = {
    offset: 1,
    pickupDate: pickupAt.slice(0, 10),
    returnDate: returnAt.slice(0, 10),
    pickupAt,
    returnAt,
    searchPath: '',
  }
  const { booking } = await saveBooking(request, trip, { lastName: LAST_NAME, paymentType: 'payLocally' })
  await logIn(page)
  const id = String(booking.BookingId)

  // The published damage price list (public), one item staff add for this test.
  const item = await adminFetch<{ doc: { id: number } }>(page, '/api/damage-prices', {
    method: 'POST',
    json: { name: `Dent, door (${booking.Number})`, price: 45000 },
  })
  expect(item.status).toBe(201)
  const publicList = await request.get('/api/damage-prices?limit=100')
  expect(publicList.status()).toBe(200)

  // The deposit held at the counter and the car checked out (by the check-out route).
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
  const units = await adminFetch<{ docs: { id: number; registration: string; mileage?: number | null }[] }>(
    page,
    `/api/vehicles?limit=20&depth=0&where[carCategory][equals]=${String(placed.carCategory)}&where[office][equals]=${String(placed.officeOut)}&where[status][equals]=inService`,
  )
  // The first unit of the class free for these days (another test may hold one).
  let checkedOut = { status: 0, body: 'no unit of the class in service' }
  let outKm = 0
  for (const unit of units.body.docs) {
    outKm = (unit.mileage ?? 0) + 10
    checkedOut = await page.evaluate(
      async ({ bookingId, vehicleId, km }) => {
        const form = new FormData()
        form.set('vehicleId', String(vehicleId))
        form.set('mileage', String(km))
        form.set('fuelEighths', '8')
        form.set('licenceChecked', 'on')
        form.set('note1', 'Old scratch on the bonnet')
        const response = await fetch(`/api/booking-check-outs/${bookingId}`, {
          method: 'POST',
          credentials: 'include',
          body: form,
        })
        return { status: response.status, body: await response.text() }
      },
      { bookingId: id, vehicleId: unit.id, km: outKm },
    )
    if (checkedOut.status !== 409 || !checkedOut.body.includes('is taken')) break
  }
  expect(checkedOut.status, checkedOut.body).toBe(200)

  // The check-in screen, reached from the booking page; by keyboard at 768 px.
  await page.setViewportSize({ width: 768, height: 1000 })
  await page.goto(`/admin/bookings-console/${id}`)
  await page.getByRole('link', { name: 'Check-in and damage claim' }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Check-in · ${booking.Number}`) })).toBeVisible()
  const form = page.getByTestId('check-in-form')
  const inTwoMinutes = new Date(Date.now() + 2 * 60_000).toISOString().slice(0, 16)
  await form.getByLabel('Returned at (office time)').fill(inTwoMinutes)
  await form.getByLabel(/Odometer/).focus()
  await page.keyboard.type(String(outKm + 380))
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Fuel (eighths of a tank)')).toBeFocused()
  await form.getByLabel('Fuel (eighths of a tank)').selectOption('6')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Add a new damage' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('Damage 1')).toBeVisible()
  await form.getByLabel('Damage 1').fill('Dent in the left rear door')
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer()
  await form.getByLabel('Photo 1').setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await form.getByLabel('Price list item').selectOption({ label: `Dent, door (${booking.Number}) — 45,000 kr.` })
  await page.screenshot({ path: `${SHOTS}/check-in-form-768.png`, fullPage: true })
  const axe = await new AxeBuilder({ page }).include('[data-testid="check-in-form"]').analyze()
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
  await form.getByRole('button', { name: 'Check in' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('check-in-claim')).toBeVisible({ timeout: STEP_TIMEOUT })
  await expect(page.getByTestId('check-in-claim').locator('[data-status]')).toHaveAttribute('data-status', 'notified')
  const charges = page.getByTestId('check-in-charges')
  await expect(charges).toContainText('Fuel 8/8 at check-out, 6/8 at return')
  await expect(charges).toContainText('Dent in the left rear door — price list')
  await expect(page.getByTestId('check-in-in-photos').getByRole('img')).toHaveCount(1)
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.screenshot({ path: `${SHOTS}/check-in-claim-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 768, height: 1000 })
  await page.screenshot({ path: `${SHOTS}/check-in-claim-768.png`, fullPage: true })

  // The renter, on a phone, through the booking link: the claim with both photos' columns; objects.
  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await renter.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await renter.goto('/manage-my-booking')
  await renter.getByLabel('Voucher number').fill(booking.VoucherNumber)
  await renter.getByLabel("Driver's last name").fill(LAST_NAME)
  await renter.getByRole('button', { name: 'Find my booking' }).click()
  await expect(renter).toHaveURL(/\/manage-booking$/)
  const claim = renter.getByTestId('manage-claim')
  await expect(claim.getByTestId('manage-claim-status')).toHaveAttribute('data-status', 'notified')
  await expect(claim.getByRole('img', { name: 'Photo: Dent in the left rear door' })).toBeVisible()
  // The damage recorded at pickup is listed beside it, with or without a photo.
  await expect(claim.getByTestId('manage-claim-photos')).toContainText('Old scratch on the bonnet')
  await expect(renter.getByTestId('manage-deposit-status')).toHaveAttribute('data-status', 'held')
  await claim.getByLabel('Why do you object?').fill('The dent was there when I picked the car up.')
  await renter.screenshot({ path: `${SHOTS}/manage-claim-390.png`, fullPage: true })
  expect(await renter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await claim.getByRole('button', { name: 'Send my objection' }).click()
  await expect(renter.getByTestId('manage-claim-status')).toHaveAttribute('data-status', 'objected')
  await expect(renter.getByTestId('manage-claim')).toContainText('Your objection has been recorded.')

  // A manager (the admin) decides: 20,000 kr. of the claim; the deposit is captured in part.
  await page.reload()
  const decide = page.getByTestId('claim-decide')
  await expect(decide).toBeVisible()
  await decide.getByLabel(/Amount to charge/).fill('20000')
  await decide.getByLabel(/Reason/).fill('Half: the check-out record shows a mark near the dent.')
  page.once('dialog', (dialog) => void dialog.accept())
  await decide.getByRole('button', { name: 'Decide' }).click()
  await expect(page.getByTestId('check-in-claim').locator('[data-status]')).toHaveAttribute('data-status', 'settled', {
    timeout: STEP_TIMEOUT,
  })

  // The booking page: ledger and audit trail agree.
  await expect(async () => {
    await page.goto(`/admin/bookings-console/${id}`)
    await expect(page.getByTestId('booking-ledger')).toContainText(
      `Deposit captured: Damage claim of booking ${booking.Number}`,
      {
        timeout: 2_000,
      },
    )
  }).toPass({ timeout: 60_000 })
  await expect(page.getByTestId('booking-ledger')).toContainText('Deposit released (the rest)')
  const audit = page.getByTestId('booking-audit')
  for (const action of [
    'Checked the car out',
    'Checked the car in',
    'Sent the damage claim notice',
    'The renter objected to the claim',
    'Decided on the objection',
  ]) {
    await expect(audit).toContainText(action)
  }
  const stored = await adminFetch<{ deposit: { status: string; capturedAmount: number } }>(
    page,
    `/api/bookings/${id}?depth=0`,
  )
  expect(stored.body.deposit).toMatchObject({ status: 'captured', capturedAmount: 2_000_000 })

  // The e-mails: the return report, the notice and the decision, to the renter.
  await expect(async () => {
    const mails = await adminFetch<{ docs: { kind: string }[] }>(
      page,
      `/api/outbox-messages?limit=20&depth=0&where[booking][equals]=${id}`,
    )
    expect(mails.body.docs.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['return-report', 'claim-notice', 'claim-decision']),
    )
  }).toPass({ timeout: 60_000 })

  // The renter sees the decision and the deposit captured with the rest released.
  await renter.reload()
  await expect(renter.getByTestId('manage-claim-status')).toHaveAttribute('data-status', 'settled')
  await expect(renter.getByTestId('manage-claim')).not.toContainText('Your objection has been recorded.')
  await expect(renter.getByTestId('manage-claim')).toContainText(
    'Half: the check-out record shows a mark near the dent.',
  )
  await expect(renter.getByTestId('manage-deposit-status')).toHaveAttribute('data-status', 'captured')
  await renter.setViewportSize({ width: 1280, height: 900 })
  await renter.screenshot({ path: `${SHOTS}/manage-settled-1280.png`, fullPage: true })
  await renter.close()
})
