import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, STEP_TIMEOUT, TEST_CARDS, test } from './fixtures'

const SHOTS = '/tmp/shots/pay'
const NEXT_YEAR = new Date().getUTCFullYear() + 1

type Prefix = '' | '/de' | '/is'

async function fillCard(page: Page, labels: CardLabels, number: string): Promise<void> {
  const form = page.getByTestId('payment-form')
  await form.getByLabel(labels.number).fill(number)
  // As the card prints it: MM/YY.
  await form.getByLabel(labels.expiry).fill(`12/${String(NEXT_YEAR % 100).padStart(2, '0')}`)
  await form.getByLabel(labels.cvc).fill('123')
  await form.getByLabel(labels.holder).fill('Anna Jonsdottir')
  await form.getByTestId('payment-terms-accept').check()
}

type CardLabels = { number: string; expiry: string; cvc: string; holder: string }

const EN: CardLabels = { number: 'Card number', expiry: 'Expiry date', cvc: 'CVC', holder: 'Cardholder name' }
const IS: CardLabels = { number: 'Kortanúmer', expiry: 'Gildistími', cvc: 'CVC', holder: 'Nafn korthafa' }

async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** axe at phone and desktop width, with a screenshot of each into /tmp/shots/pay. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await expectNoSeriousA11yIssues(page)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

async function expectConfirmed(page: Page, prefix: Prefix): Promise<{ voucher: string; number: string }> {
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/booking/confirmation(\\?|$)`), { timeout: STEP_TIMEOUT })
  const voucher = (await page.getByTestId('voucher-number').innerText()).trim()
  const number = (await page.getByTestId('booking-number').innerText()).trim()
  expect(voucher).toMatch(/^[A-Z0-9-]{6,}$/)
  expect(number).toMatch(/^VG-\d+$/)
  await expect(page.getByTestId('booking-steps').locator('[aria-current="step"]')).toBeVisible()
  return { voucher, number }
}

test.describe('a whole booking, search to confirmation', () => {
  // Five steps through a shared dev server that compiles pages on first use.
  test.describe.configure({ timeout: 600_000 })

  test('English, pay now: the card form checks the card, 4242 pays, the confirmation shows the booking', async ({
    page,
    visitor,
  }) => {
    await visitor.onStep('payment')
    await expect(page.getByTestId('booking-steps').locator('[aria-current="step"]')).toContainText('Payment')
    const payNow = page.getByTestId('payment-choice-now')
    await expect(payNow).toContainText('Save 10%')
    await expect(payNow.getByRole('radio')).toBeChecked()
    await expect(page.getByTestId('payment-total-now')).toContainText(/€\s?\d/)
    await expect(page.getByTestId('payment-total-pickup')).toContainText(/€\s?\d/)
    const deposit = /^A deposit of €[\d,]+\.\d\d is held on the main driver's credit card at pickup\.$/
    await expect(page.getByTestId('payment-price').getByTestId('deposit-note')).toHaveText(deposit)
    const form = page.getByTestId('payment-form')
    await expect(form.getByLabel(EN.number)).toHaveAttribute('autocomplete', 'cc-number')
    await expect(form.getByLabel(EN.expiry)).toHaveAttribute('autocomplete', 'cc-exp')
    await expect(form.getByLabel(EN.cvc)).toHaveAttribute('autocomplete', 'cc-csc')
    await expect(form.getByLabel(EN.holder)).toHaveAttribute('autocomplete', 'cc-name')

    await form.getByRole('button', { name: /^Pay / }).click()
    await expect(form).toContainText('Credit card number is required')
    await expect(form).toContainText('CVC is required')
    await expect(form).toContainText('Expiration is required')
    await expect(form).toContainText('Cardholder name is required')
    await expect(form.getByLabel(EN.number)).toBeFocused()
    await expect(form.getByLabel(EN.number)).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel(EN.expiry).fill('13/2020')
    await form.getByRole('button', { name: /^Pay / }).click()
    await expect(form).toContainText('Invalid expiration date')
    await expect(page).toHaveURL(/\/booking\/payment\?/)
    await checkBothWidths(page, 'payment-en-errors')

    await fillCard(page, EN, TEST_CARDS.success)
    await form.getByRole('button', { name: /^Pay / }).click()
    const { number } = await expectConfirmed(page, '')
    await expect(page.getByTestId('booking-confirmation')).toContainText('Thank you, your booking is confirmed')
    await expect(page.getByTestId('confirmation-email')).toContainText('anna@example.com')
    await expect(page.getByTestId('booking-paid')).not.toHaveText(/^€0\.00$/)
    await expect(page.getByTestId('booking-due')).toHaveText(/^€0\.00$/)
    await expect(page.getByTestId('deposit-note')).toHaveText(deposit)
    await expect(page.getByRole('link', { name: 'Manage my booking' }).last()).toHaveAttribute(
      'href',
      '/manage-my-booking',
    )
    await checkBothWidths(page, 'confirmation-en')

    // The calendar file belongs to this visitor's booking; a reload shows the confirmation again.
    const calendar = await page.request.get(
      (await page.getByTestId('calendar-download').getAttribute('href')) ?? '/api/booking-calendar',
    )
    expect(calendar.status()).toBe(200)
    expect(calendar.headers()['content-type']).toContain('text/calendar')
    expect(calendar.headers()['content-disposition']).toContain(`booking-${number}.ics`)
    const ics = await calendar.text()
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain(number)
    await page.reload()
    await expect(page.getByTestId('booking-number')).toHaveText(number)
    // The payment step is behind the visitor now.
    await page.goto('/booking/payment')
    await expect(page).toHaveURL(/\/booking\/confirmation/)
  })

  test('German, pay at pickup: no card, the whole total is left to pay at pickup', async ({ page, visitor }) => {
    await visitor.onStep('payment', { prefix: '/de' })
    const pickup = page.getByTestId('payment-choice-pickup')
    await expect(pickup).toContainText('Bei Abholung bezahlen')
    await expect(page.getByTestId('payment-choice-now')).toContainText('10 % sparen')
    const pickupTotal = (await page.getByTestId('payment-total-pickup').innerText()).trim()
    await pickup.getByRole('radio').check()
    await expect(page.getByTestId('payment-form').getByLabel('Kartennummer')).toHaveCount(0)
    await page.getByTestId('payment-terms-accept').check()
    await page.getByRole('button', { name: 'Buchung bestätigen' }).click()
    await expectConfirmed(page, '/de')
    await expect(page.getByTestId('booking-confirmation')).toContainText('Vielen Dank, Ihre Buchung ist bestätigt')
    await expect(page.getByTestId('booking-due')).toHaveText(pickupTotal)
    await expect(page.getByTestId('booking-total')).toHaveText(pickupTotal)
    await expect(page.getByRole('link', { name: 'Meine Buchung verwalten' }).last()).toHaveAttribute(
      'href',
      '/de/manage-my-booking',
    )
    await page.screenshot({ path: `${SHOTS}/confirmation-de-1280.png`, fullPage: true })
  })

  test('Icelandic: the messages are Icelandic, a declined card can be followed by one that pays', async ({
    page,
    visitor,
  }) => {
    await visitor.onStep('payment', { prefix: '/is' })
    const form = page.getByTestId('payment-form')
    await form.getByRole('button', { name: /^Greiða / }).click()
    await expect(form).toContainText('Kreditkortanúmer vantar')
    await expect(form).toContainText('CVC vantar')
    await expect(form).toContainText('Gildistíma vantar')
    await expect(form).toContainText('Nafn korthafa vantar')

    await fillCard(page, IS, TEST_CARDS.declined)
    await form.getByRole('button', { name: /^Greiða / }).click()
    const notice = page.getByTestId('payment-notice')
    await expect(notice).toHaveAttribute('data-notice', 'declined', { timeout: STEP_TIMEOUT })
    await expect(notice).toContainText('Kortinu þínu var hafnað')
    await expect(page).toHaveURL(/\/is\/booking\/payment\?/)
    await checkBothWidths(page, 'payment-is-declined')

    // The saved booking keeps pay now; a new card is a new attempt.
    await fillCard(page, IS, TEST_CARDS.success)
    await page
      .getByTestId('payment-form')
      .getByRole('button', { name: /^Greiða / })
      .click()
    await expectConfirmed(page, '/is')
    await expect(page.getByTestId('booking-confirmation')).toContainText('Takk fyrir, bókunin þín er staðfest')
  })

  test('keyboard only: choose, fill in and pay without a mouse', async ({ page, visitor }) => {
    await visitor.onStep('payment')
    const form = page.getByTestId('payment-form')
    const pickupRadio = page.getByTestId('payment-choice-pickup').getByRole('radio')
    const nowRadio = page.getByTestId('payment-choice-now').getByRole('radio')
    await nowRadio.focus()
    await page.keyboard.press('ArrowRight')
    await expect(pickupRadio).toBeChecked()
    await expect(form.getByLabel(EN.number)).toHaveCount(0)
    await page.keyboard.press('ArrowLeft')
    await expect(nowRadio).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(EN.number)).toBeFocused()
    await page.keyboard.type(TEST_CARDS.success)
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(EN.expiry)).toBeFocused()
    await page.keyboard.type(`12/${NEXT_YEAR}`)
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(EN.holder)).toBeFocused()
    await page.keyboard.type('Anna Jonsdottir')
    await page.keyboard.press('Tab')
    await expect(form.getByTestId('payment-terms-accept')).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: /^Pay / })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectConfirmed(page, '')
  })

  test('a payment left at the bank check shows the pending payment modal; approving it later confirms', async ({
    page,
    visitor,
  }) => {
    await visitor.onStep('payment')
    await fillCard(page, EN, TEST_CARDS.challenge)
    await page.getByTestId('payment-form').getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/api\/payments\/gateway\/challenge\//, { timeout: STEP_TIMEOUT })
    // The visitor leaves the bank's page without answering and comes back to the booking.
    await page.goto('/booking/payment')
    const modal = page.getByTestId('pending-payment-modal')
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('Your payment is pending')
    await expect(modal.getByRole('link', { name: 'Continue card verification' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await checkBothWidths(page, 'payment-pending')
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(page.getByTestId('payment-notice')).toHaveAttribute('data-notice', 'pending')

    // Back at the bank's page, approving ends the booking flow on its confirmation.
    await page.getByTestId('payment-notice').getByRole('link', { name: 'Continue card verification' }).click()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expectConfirmed(page, '')
    await expect(page.getByTestId('booking-due')).toHaveText(/^€0\.00$/)
  })
})
