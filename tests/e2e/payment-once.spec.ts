import type { Page } from '@playwright/test'

import { expect, STEP_TIMEOUT, TEST_CARDS, test } from './fixtures'

// Issue 15, row 2: the payment page made a new idempotency key on every load, so a reload or a
// second tab charged the booking again. Now a booking has one open payment, and every tab gets it.

const NEXT_YEAR = new Date().getUTCFullYear() + 1

async function payByCard(page: Page, number: string): Promise<void> {
  const form = page.getByTestId('payment-form')
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry date').fill(`12/${NEXT_YEAR}`)
  await form.getByLabel('CVC').fill('123')
  await form.getByLabel('Cardholder name').fill('Anna Jonsdottir')
  await form.getByTestId('payment-terms-accept').check()
  await form.getByRole('button', { name: /^Pay / }).click()
}

const CHALLENGE_PAGE = /\/api\/payments\/gateway\/challenge\/[\w-]+$/

test.describe('one charge per booking', () => {
  test.describe.configure({ timeout: 300_000 })

  test('the payment page reloaded and open in a second tab, paid in both, charges once', async ({
    page,
    context,
    visitor,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /status of 404 .*\/api\/payments\/gateway\/challenge\//,
      'the bank page answers 404 to the second approval of a challenge already used up, as the test wants',
    )
    await visitor.onStep('payment')
    await page.reload()
    await expect(page.getByTestId('payment-form')).toBeVisible()
    const second = await context.newPage()
    await second.goto(page.url())
    await expect(second.getByTestId('payment-form')).toBeVisible()

    // The first tab pays with a 3-D Secure card: the bank's page opens.
    await payByCard(page, TEST_CARDS.challenge)
    await expect(page).toHaveURL(CHALLENGE_PAGE, { timeout: STEP_TIMEOUT })
    const challenge = new URL(page.url()).pathname

    // The second tab, with its own key and even another card, gets the same open payment back.
    await payByCard(second, TEST_CARDS.success)
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

  test('a second tab paying after the first has paid is not charged again', async ({ page, context, visitor }) => {
    await visitor.onStep('payment')
    const second = await context.newPage()
    await second.goto(page.url())
    await expect(second.getByTestId('payment-form')).toBeVisible()
    await payByCard(page, TEST_CARDS.success)
    await expect(page).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
    await payByCard(second, TEST_CARDS.success)
    // Nothing is left to pay: the booking is shown as it is, paid once.
    await expect(second).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
    await expect(second.getByTestId('booking-number')).toHaveText(
      (await page.getByTestId('booking-number').innerText()).trim(),
    )
  })
})
