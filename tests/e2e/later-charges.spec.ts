import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { addressFor, expect as baseExpect, STEP_TIMEOUT, test, TEST_CARDS } from './fixtures'
import { saveBooking } from './fixtures/saved-booking'

/**
 * ADR 032: a toll that reaches the company after the return. Staff add it on the check-in screen
 * with a photo of the bill; the renter opens their booking, sees it with the handling fee, and pays
 * what is owed with the balance payment; the charge then shows paid on both sides.
 */

const SHOTS = '/tmp/shots/later-charges'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
const LAST_NAME = 'Tollsdottir'

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

async function adminGet<T>(page: Page, path: string) {
  return page.evaluate(async (url) => (await (await fetch(url, { credentials: 'include' })).json()) as T, path)
}

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

/** A tiny JPEG (a grey 8×8 square): the photo of the bill. */
const BILL_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAAIAAgBAREA/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/9oACAEBAAA/AKp//9k=',
  'base64',
)

test('staff add a toll on the desk, and the renter pays it on the booking page', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409.*booking-check-outs/, 'a unit another test holds is skipped', { isOptional: true })
  const pickupAt = officeTimeIn(3)
  const returnAt = officeTimeIn(3 + 48)
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

  // Checked out full and back full: no claim at the return.
  const placed = await adminGet<{ carCategory: number; officeOut: number }>(page, `/api/bookings/${id}?depth=0`)
  const units = await adminGet<{ docs: { id: number; mileage?: number | null }[] }>(
    page,
    `/api/vehicles?limit=20&depth=0&where[carCategory][equals]=${String(placed.carCategory)}&where[office][equals]=${String(placed.officeOut)}&where[status][equals]=inService`,
  )
  let checkedOut = { status: 0, body: 'no unit of the class in service' }
  let outKm = 0
  for (const unit of units.docs) {
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
    mileage: String(outKm + 120),
    fuelEighths: '8',
  })
  expect(checkedIn.status, checkedIn.body).toBe(200)

  // The desk: a Vaðlaheiðargöng tunnel toll with a photo of the bill.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/check-in/${id}`)
  const later = page.getByTestId('later-charges')
  await expect(later).toContainText('No later tolls or fines.')
  const form = later.getByRole('form', { name: 'Add a later toll or fine' })
  await form.getByLabel('Toll or fine').selectOption('toll')
  await form.getByLabel('Bill reference').fill('VHG 2026-114 tunnel')
  await form.getByLabel('Amount (kr.)').fill('1500')
  await form.getByLabel('Date of the offence').fill(new Date().toISOString().slice(0, 10))
  await form
    .getByLabel(/Photo of the bill/)
    .setInputFiles({ name: 'bill.jpg', mimeType: 'image/jpeg', buffer: BILL_JPEG })
  await form.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/desk-form-390.png`, fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400)
  await form.getByRole('button', { name: 'Add toll or fine' }).click()
  await expect(later.getByRole('status')).toContainText('Added.', { timeout: STEP_TIMEOUT })
  const row = later.getByTestId('later-charges-table').locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toHaveAttribute('data-status', 'unpaid')
  await expect(row).toContainText('1,500 kr. + 3,500 kr.')
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.screenshot({ path: `${SHOTS}/desk-added-1280.png`, fullPage: true })

  // The renter: the toll with its fee, unpaid; pays what is owed with the balance payment.
  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await renter.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await renter.goto('/manage-my-booking')
  await renter.getByLabel('Voucher number').fill(booking.VoucherNumber)
  await renter.getByLabel("Driver's last name").fill(LAST_NAME)
  await renter.getByRole('button', { name: 'Find my booking' }).click()
  await expect(renter).toHaveURL(/\/manage-booking$/)
  const panel = renter.getByTestId('manage-later-charges')
  const charge = panel.getByTestId('manage-later-charge')
  await expect(charge).toHaveAttribute('data-status', 'unpaid')
  await expect(charge).toContainText('VHG 2026-114 tunnel')
  await expect(charge).toContainText('Handling fee')
  await expect(panel.getByRole('link', { name: 'See the bill' })).toHaveAttribute('href', /\/api\/booking-photos\/\d+$/)
  await expect(panel.getByTestId('manage-later-owed')).toContainText('5,000')
  await panel.scrollIntoViewIfNeeded()
  await renter.screenshot({ path: `${SHOTS}/manage-owed-390.png`, fullPage: true })
  expect(await renter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await renter.setViewportSize({ width: 1280, height: 1000 })
  await panel.scrollIntoViewIfNeeded()
  await renter.screenshot({ path: `${SHOTS}/manage-owed-1280.png`, fullPage: true })
  await panel.getByRole('link', { name: 'Pay now' }).click()
  await expect(renter).toHaveURL(/\/manage-booking\/payment$/)
  await expect(renter.getByTestId('manage-left-to-pay')).toContainText('for tolls and fines after the return')
  await renter.screenshot({ path: `${SHOTS}/manage-payment-1280.png`, fullPage: true })
  const card = renter.getByTestId('payment-form')
  await card.locator('[name="cardNumber"]').fill(TEST_CARDS.success)
  await card.locator('[name="expiry"]').fill(`12/${String(new Date().getUTCFullYear() + 1)}`)
  await card.locator('[name="cvc"]').fill('123')
  await card.locator('[name="cardholderName"]').fill(`Sara ${LAST_NAME}`)
  await renter.getByTestId('payment-form').getByRole('button').last().click()
  await expect(renter).toHaveURL(/\/manage-booking\/confirmation\?payment=/, { timeout: STEP_TIMEOUT })
  await renter.goto('/manage-booking')
  await expect(renter.getByTestId('manage-later-charge')).toHaveAttribute('data-status', 'paid')
  await expect(renter.getByTestId('manage-later-owed')).toHaveCount(0)
  await renter.screenshot({ path: `${SHOTS}/manage-paid-1280.png`, fullPage: true })
  await renter.close()

  // The desk shows it paid; the renter's notice went out.
  await page.reload()
  await expect(page.getByTestId('later-charges-table').locator('tbody tr')).toHaveAttribute('data-status', 'paid')
  await expect(async () => {
    const mails = await adminGet<{ docs: { kind: string }[] }>(
      page,
      `/api/outbox-messages?limit=20&depth=0&where[booking][equals]=${id}`,
    )
    expect(mails.docs.map((mail) => mail.kind)).toContain('later-charge')
  }).toPass({ timeout: 60_000 })
})
