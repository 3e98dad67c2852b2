import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, STEP_TIMEOUT, TEST_CARDS, test } from './fixtures'

/** Issue 29: the desk finds a booking by a name typed without its accents, and tells its money and story. */

const SHOTS = '/tmp/shots/desk'
mkdirSync(SHOTS, { recursive: true })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

async function logIn(page: Page) {
  // The admin may still be compiling (development server): a first navigation can be cut short.
  await page.goto('/admin/login').catch(() => page.goto('/admin/login'))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: STEP_TIMEOUT })
}

async function expectNoSeriousAxeViolations(page: Page, selectors: readonly string[]) {
  let builder = new AxeBuilder({ page })
  for (const selector of selectors) builder = builder.include(selector)
  const results = await builder.analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

test('the bookings console finds Guðrún Jónsdóttir by "jonsdottir" at 1280 and 768 px, and her booking page tells its money', async ({
  page,
  paidBooking,
}) => {
  const { booking } = await paidBooking(TEST_CARDS.success, { lastName: 'Jónsdóttir' })
  await logIn(page)
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 })
    await page.goto('/admin/bookings-console')
    await page.getByRole('searchbox', { name: 'Find a booking' }).fill('jonsdottir')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/q=jonsdottir/)
    const row = page.getByTestId('console-row').filter({ hasText: booking.Number })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Jónsdóttir')
    await expectNoSeriousAxeViolations(page, [
      'form[role="search"]',
      'nav[aria-label="Saved filters"]',
      '[data-testid="console-results"]',
    ])
    await page.screenshot({ path: `${SHOTS}/console-${width}.png`, fullPage: true })
    // Nothing is wider than the screen: a tablet reads the results without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    await row.getByRole('link', { name: booking.Number }).click()
    const bookingPage = page.getByTestId('booking-page')
    await expect(bookingPage.getByRole('heading', { level: 1 })).toContainText(`${booking.Number} · Anna Jónsdóttir`)
    const ledger = page.getByTestId('booking-ledger')
    await expect(ledger).toContainText('Card charged')
    await expect(page.getByTestId('ledger-due')).toContainText('€0.00')
    await expect(page.getByTestId('ledger-paid')).toContainText(/€[\d,]+\.\d{2} \([\d,]+ kr\.\)/)
    await expect(page.getByTestId('booking-timeline')).toContainText('Booking made')
    await expectNoSeriousAxeViolations(page, ['[data-testid="booking-page"]'])
    await page.screenshot({ path: `${SHOTS}/booking-${width}.png`, fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }

  // A partial refund with a reason, sent once however the button is pressed.
  page.once('dialog', (dialog) => void dialog.accept())
  const refund = page.getByTestId('desk-refund')
  await refund.getByLabel('Refund (kr.)').fill('1500')
  await refund.getByLabel('Reason for the refund (kept in the audit trail)').fill('Fuel tank was full on return')
  await refund.getByRole('button').click()
  await expect(refund).toContainText('Refund recorded', { timeout: STEP_TIMEOUT })
  await expect(page.getByTestId('booking-ledger')).toContainText('−1,500 kr.')
  await expect(page.getByTestId('booking-audit')).toContainText('Fuel tank was full on return')

  // Cancelled from the booking page with a reason: the ledger gives the money back and the audit trail names who and why.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByLabel('Reason for cancelling (kept in the audit trail)').fill('Flight cancelled by the airline')
  await page.getByRole('button', { name: 'Cancel booking and refund' }).click()
  const audit = page.getByTestId('booking-audit')
  await expect(audit).toContainText('Flight cancelled by the airline', { timeout: STEP_TIMEOUT })
  await expect(audit).toContainText(ADMIN.email)
  await expect(page.getByTestId('booking-ledger')).toContainText('Refund (cancellation)')
  await expect(page.getByTestId('booking-timeline')).toContainText(`Cancelled the booking — ${ADMIN.email}`)
  await page.screenshot({ path: `${SHOTS}/booking-cancelled-768.png`, fullPage: true })
})
