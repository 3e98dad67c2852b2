import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addressFor, expect as baseExpect, test, TEST_CARDS } from './fixtures'

const SHOTS = '/tmp/shots/manage'
mkdirSync(SHOTS, { recursive: true })

// Whole journeys through several server-rendered pages and payments on a shared dev server: more
// time than one page needs.
test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 120_000 })

/** The last name of the manage tests' bookings; the look-up ignores case and accents. */
const LAST_NAME = 'Gudmundsdottir'

/**
 * Each test looks up from its own address (as the trusted proxy the e2e server assumes reports it),
 * so the per-address limit of one test leaves the others alone.
 */
async function fromAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
}

async function lookUp(page: Page, voucherNumber: string, lastName: string) {
  await page.goto('/manage-my-booking')
  await page.getByLabel('Voucher number').fill(voucherNumber)
  await page.getByLabel("Driver's last name").fill(lastName)
  await page.getByRole('button', { name: 'Find my booking' }).click()
}

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

test('reopen a paid booking, change protection and extras, pay the difference, see the contract', async ({
  page,
  paidBooking,
}) => {
  await fromAddress(page)
  const { booking } = await paidBooking(TEST_CARDS.success, { lastName: LAST_NAME })
  // Case and accents do not matter.
  await lookUp(page, booking.VoucherNumber.toLowerCase(), 'GUÐMUNDSDÓTTIR')
  await expect(page).toHaveURL(/\/manage-booking$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.Number)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.locator('footer')).toHaveCount(0)
  const cookies = await page.context().cookies()
  for (const name of ['vegur_manage_voucher', 'vegur_manage_name']) {
    const cookie = cookies.find((candidate) => candidate.name === name)
    expect(cookie?.httpOnly).toBe(true)
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(115 * 60 * 1000)
  }

  await page.getByRole('link', { name: 'Change protection and extras' }).click()
  await expect(page).toHaveURL(/\/manage-booking\/protection$/)
  // The booking flow's form: a choice reprices the summary at once, no 'Update price' needed.
  await page.getByRole('radio', { name: /Premium/ }).check()
  await expect(page.getByTestId('summary-protection')).toContainText('Premium')
  await expect(page.getByTestId('manage-difference')).toContainText('+')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/manage-booking\/extras$/)
  await page.getByRole('spinbutton', { name: 'Child seat' }).fill('2')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/manage-booking\/detail$/)
  await expect(page.getByTestId('summary-extra')).toContainText('Child seat × 2')
  // The booking flow's drivers section: an invalid form keeps its list of errors and does not move on.
  const mainDriver = page.getByTestId('main-driver')
  await mainDriver.getByLabel('Last name').fill('')
  await page.getByRole('button', { name: 'Save changes and continue' }).click()
  await expect(page.getByTestId('detail-error-summary')).toContainText('Main driver: Last name is required')
  await expect(mainDriver.getByLabel('Last name')).toBeFocused()
  await expect(page).toHaveURL(/\/manage-booking\/detail$/)
  await mainDriver.getByLabel('Last name').fill(LAST_NAME)
  await page.getByRole('button', { name: 'Add a driver' }).click()
  const added = page.getByTestId('additional-driver').last()
  await added.getByLabel('First name').fill('Jon')
  await added.getByLabel('Last name').fill('Jonsson')
  await added.getByLabel('Licence number').fill('IS-77')
  await added.getByLabel('Does not expire').check()
  await page.getByRole('button', { name: 'Save changes and continue' }).click()

  await expect(page).toHaveURL(/\/manage-booking\/payment$/)
  await page.getByLabel('Cardholder name').fill('Anna Gudmundsdottir')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date').fill('12/2030')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()

  await expect(page).toHaveURL(/\/manage-booking\/confirmation\?payment=/)
  await expect(page.getByTestId('manage-paid')).toContainText('payment has been received')
  await expect(page.getByTestId('manage-balance')).toHaveText(/^€0(\.00)?$/)
  await expect(page.getByTestId('manage-details')).toContainText('Jon Jonsson')
  await expect(page.getByTestId('manage-details')).toContainText('Premium')
  await expect(page.getByTestId('manage-terms')).toBeVisible()
  const pdf = await page.request.get('/manage-booking/voucher')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a wrong last name and a wrong voucher get the same answer', async ({ page, paidBooking }) => {
  await fromAddress(page)
  const { booking } = await paidBooking(TEST_CARDS.success, { lastName: LAST_NAME })
  await lookUp(page, booking.VoucherNumber, 'Someone')
  const wrongName = await page.getByTestId('manage-errors').textContent()
  expect(wrongName).toContain('We could not find a booking')
  await lookUp(page, 'NOSUCHVOUCHER1', LAST_NAME)
  await expect(page.getByTestId('manage-errors')).toHaveText(wrongName ?? '')
  // Sent again from the same page, the same answer takes the focus again (a screen reader announces it again).
  await page.getByLabel('Voucher number').focus()
  await page.getByRole('button', { name: 'Find my booking' }).click()
  await expect(page.getByTestId('manage-errors')).toBeFocused()
  await expect(page).toHaveURL(/\/manage-my-booking$/)
  expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('vegur_manage'))).toBe(false)
})

test('"mueller" opens Müller\'s booking, in German too', async ({ page, paidBooking }) => {
  await fromAddress(page)
  const { booking } = await paidBooking(TEST_CARDS.success, { lastName: 'Müller' })
  await lookUp(page, booking.VoucherNumber, 'mueller')
  await expect(page).toHaveURL(/\/manage-booking$/)
  await page.goto('/de/manage-my-booking')
  await page.getByLabel('Voucher-Nummer').fill(booking.VoucherNumber.toLowerCase())
  await page.getByLabel('Nachname des Fahrers').fill('MULLER')
  await page.getByRole('button', { name: 'Buchung finden' }).click()
  await expect(page).toHaveURL(/\/de\/manage-booking$/)
})

test('the sixth failed look-up in 15 minutes is refused, even with the right details', async ({
  page,
  paidBooking,
}) => {
  await fromAddress(page)
  const { booking } = await paidBooking(TEST_CARDS.success, { lastName: LAST_NAME })
  for (let attempt = 1; attempt <= 5; attempt++) {
    await lookUp(page, booking.VoucherNumber, `Wrong${String.fromCharCode(96 + attempt)}`)
    await expect(page.getByTestId('manage-errors')).toContainText('We could not find a booking')
  }
  await lookUp(page, booking.VoucherNumber, LAST_NAME)
  await expect(page.getByTestId('manage-errors')).toContainText('Too many attempts')
  await expect(page).toHaveURL(/\/manage-my-booking$/)
})

test('/manage-booking-online without the cookies goes home; manage steps go to the look-up', async ({ page }) => {
  await page.goto('/manage-booking-online')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await page.goto('/de/manage-booking/extras')
  await expect(page).toHaveURL(/\/de\/manage-my-booking$/)
})

test('manage pages at 390 px and 1280 px pass axe', async ({ page, paidBooking }) => {
  const widths = [390, 1280]
  const check = async (name: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
    }
  }
  await fromAddress(page)
  const { booking } = await paidBooking(TEST_CARDS.success, { lastName: LAST_NAME })
  await page.goto('/manage-my-booking')
  await check('lookup')
  await lookUp(page, booking.VoucherNumber, 'Guðmundsdóttir')
  await expect(page).toHaveURL(/\/manage-booking$/)
  await check('overview')
  for (const step of ['protection', 'extras', 'detail', 'confirmation']) {
    await page.goto(`/manage-booking/${step}`)
    await check(step)
  }
  await page.goto('/manage-booking/protection')
  await page.getByRole('radio', { name: /Standard/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/manage-booking\/extras$/)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/manage-booking\/detail$/)
  await page.getByRole('button', { name: 'Save changes and continue' }).click()
  await expect(page).toHaveURL(/\/manage-booking\/payment$/)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByTestId('payment-form')).toContainText('Credit card number is required')
  await check('payment')
})
