import { expect, test, type Page } from '@playwright/test'

// Issue 15, row 2: the payment page made a new idempotency key on every load, so a reload or a
// second tab charged the booking again. Now a booking has one open payment, and every tab gets it.

const STEP_TIMEOUT = 150_000
const NEXT_YEAR = new Date().getUTCFullYear() + 1
const CHALLENGE_CARD = '4000 0000 0000 3220'
const SUCCESS_CARD = '4242 4242 4242 4242'

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

async function skipCookieNotice(page: Page): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100')
  await page.context().addCookies([{ name: 'cookie_consent', value: 'dismissed', url: url.origin }])
}

/** A new visitor books the first car `offset` days ahead and fills in their details: the payment step. */
async function reachPaymentStep(page: Page, offset: number): Promise<void> {
  const continueButton = page.locator('main button[name="intent"][value="continue"]')
  await page.goto(`/booking?puDate=${inDays(offset)}&doDate=${inDays(offset + 3)}`)
  await page.getByTestId('car-card').first().getByTestId('choose-car').getByRole('button').click()
  await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: STEP_TIMEOUT })
  await continueButton.click()
  await expect(page).toHaveURL(/\/booking\/extras\?/, { timeout: STEP_TIMEOUT })
  await continueButton.click()
  await expect(page).toHaveURL(/\/booking\/detail\?/, { timeout: STEP_TIMEOUT })
  const form = page.getByTestId('detail-form')
  await form.locator('[name="client.firstName"]').fill('Anna')
  await form.locator('[name="client.lastName"]').fill('Jonsdottir')
  await form.locator('[name="client.email"]').fill('anna@example.com')
  await form.locator('[name="client.phone"]').fill('+354 555 1234')
  await form.locator('[name="mainDriver.licenseNumber"]').fill('B1234567')
  await form.locator('[name="mainDriver.expiry.date"]').fill(`${NEXT_YEAR}-06-30`)
  await form.locator('button[type="submit"]').last().click()
  await expect(page).toHaveURL(/\/booking\/payment\?/, { timeout: STEP_TIMEOUT })
  await expect(page.getByTestId('payment-form')).toBeVisible({ timeout: STEP_TIMEOUT })
}

async function payByCard(page: Page, number: string): Promise<void> {
  const form = page.getByTestId('payment-form')
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry date').fill(`12/${NEXT_YEAR}`)
  await form.getByLabel('CVC').fill('123')
  await form.getByLabel('Cardholder name').fill('Anna Jonsdottir')
  await form.getByRole('button', { name: /^Pay / }).click()
}

const CHALLENGE_PAGE = /\/api\/payments\/gateway\/challenge\/[\w-]+$/

test.describe('one charge per booking', () => {
  test.describe.configure({ timeout: 300_000 })

  test.beforeEach(async ({ page }) => {
    await skipCookieNotice(page)
  })

  test('the payment page reloaded and open in a second tab, paid in both, charges once', async ({ page, context }) => {
    await reachPaymentStep(page, 70)
    await page.reload()
    await expect(page.getByTestId('payment-form')).toBeVisible()
    const second = await context.newPage()
    await second.goto(page.url())
    await expect(second.getByTestId('payment-form')).toBeVisible()

    // The first tab pays with a 3-D Secure card: the bank's page opens.
    await payByCard(page, CHALLENGE_CARD)
    await expect(page).toHaveURL(CHALLENGE_PAGE, { timeout: STEP_TIMEOUT })
    const challenge = new URL(page.url()).pathname

    // The second tab, with its own key and even another card, gets the same open payment back.
    await payByCard(second, SUCCESS_CARD)
    await expect(second).toHaveURL(CHALLENGE_PAGE, { timeout: STEP_TIMEOUT })
    expect(new URL(second.url()).pathname).toBe(challenge)

    // Approved in the first tab: paid, confirmed.
    await page.getByRole('button', { name: /approve/i }).click()
    await expect(page).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
    const number = (await page.getByTestId('booking-number').innerText()).trim()
    expect(number).toMatch(/^VG-\d+$/)

    // Approved in the second tab too: the one transaction is used up, nothing more is taken.
    await second.getByRole('button', { name: /approve/i }).click()
    await expect(second.getByRole('heading', { level: 1 })).toContainText('expired or was already completed')

    // A reload of the payment step now has nothing to pay: the step guard sends it to the confirmation.
    await second.goto(page.url().replace('/booking/confirmation', '/booking/payment'))
    await expect(second).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
  })

  test('a second tab paying after the first has paid is not charged again', async ({ page, context }) => {
    await reachPaymentStep(page, 74)
    const second = await context.newPage()
    await second.goto(page.url())
    await expect(second.getByTestId('payment-form')).toBeVisible()
    await payByCard(page, SUCCESS_CARD)
    await expect(page).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
    await payByCard(second, SUCCESS_CARD)
    // Nothing is left to pay: the booking is shown as it is, paid once.
    await expect(second).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
    await expect(second.getByTestId('booking-number')).toHaveText(
      (await page.getByTestId('booking-number').innerText()).trim(),
    )
  })
})
