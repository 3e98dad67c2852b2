import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { addressFor, expect as baseExpect, STEP_TIMEOUT, test } from './fixtures'
import { saveBooking } from './fixtures/saved-booking'

/**
 * Issue 28 item 3: staff hold the rental deposit at the counter with the built-in gateway (the
 * card typed at the desk), the renter sees it held on their manage page, staff release it after
 * the return, and the renter sees it released — on a phone and on a desktop.
 */

const SHOTS = '/tmp/shots/deposit'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 120_000 })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
const LAST_NAME = 'Depositsdottir'
/** The built-in gateway's card that the bank pre-authorises (holds). */
const HELD_CARD = '4000 0000 0000 0077'

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

async function lookUp(page: Page, voucherNumber: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await page.goto('/manage-my-booking')
  await page.getByLabel('Voucher number').fill(voucherNumber)
  await page.getByLabel("Driver's last name").fill(LAST_NAME)
  await page.getByRole('button', { name: 'Find my booking' }).click()
  await expect(page).toHaveURL(/\/manage-booking$/)
}

test('staff hold the deposit at the counter and release it; the renter sees it held, then released', async ({
  browser,
  page,
  request,
}) => {
  // Picked up in about 20 hours: the deposit is held at the counter from 24 hours before pickup.
  const pickupAt = officeTimeIn(20)
  const returnAt = officeTimeIn(20 + 48)
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
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.goto(`/admin/bookings-console/${booking.BookingId}`)
  const desk = page.getByTestId('desk-deposit')
  await expect(desk).toHaveAttribute('data-status', 'none')
  const hold = desk.getByTestId('desk-deposit-hold')
  await hold.getByLabel('Card number').fill(HELD_CARD)
  await hold.getByLabel('Expiry (MM/YY)').fill('12/30')
  await hold.getByLabel('CVC').fill('123')
  await hold.getByLabel('Name on the card').fill(`Anna ${LAST_NAME}`)
  await hold.getByRole('button', { name: 'Hold deposit' }).click()
  await expect(desk).toHaveAttribute('data-status', 'held')
  await expect(desk.getByTestId('desk-deposit-summary')).toContainText(/Held on the card: [\d,]+ kr\./)
  await expect(page.getByTestId('booking-ledger')).toContainText('Deposit authorised (held)')
  await expect(page.getByTestId('booking-audit')).toContainText('Authorised the deposit')
  await page.screenshot({ path: `${SHOTS}/desk-held-1280.png`, fullPage: true })

  // The renter, on a phone.
  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await lookUp(renter, booking.VoucherNumber)
  const panel = renter.getByTestId('manage-deposit')
  await expect(panel.getByTestId('manage-deposit-status')).toHaveAttribute('data-status', 'held')
  await expect(panel).toContainText(/Deposit: held [\d,.]+\s?kr\. on your card since/)
  // Held already: no "hold deposit now" to press.
  await expect(panel.getByTestId('deposit-hold-form')).toHaveCount(0)
  await panel.scrollIntoViewIfNeeded()
  await renter.screenshot({ path: `${SHOTS}/manage-held-390.png`, fullPage: true })
  expect(await renter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // After the return, staff release it: the gateway confirms at once.
  page.once('dialog', (dialog) => void dialog.accept())
  await desk.getByTestId('desk-deposit-release').getByRole('button', { name: 'Release deposit' }).click()
  await expect(desk).toHaveAttribute('data-status', 'released')
  await expect(page.getByTestId('booking-ledger')).toContainText('Deposit released')
  await expect(page.getByTestId('booking-audit')).toContainText('Released the deposit')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/desk-released-390.png`, fullPage: true })

  await renter.reload()
  await expect(panel.getByTestId('manage-deposit-status')).toHaveAttribute('data-status', 'released')
  await expect(panel).toContainText(/Deposit: [\d,.]+\s?kr\. released on/)
  await renter.setViewportSize({ width: 1280, height: 900 })
  await renter.screenshot({ path: `${SHOTS}/manage-released-1280.png`, fullPage: true })
  await renter.close()
})
