import { expect, test, TEST_CARDS } from './fixtures'

test('a successful payment lands on the success page in the visitor language', async ({ page, paidBooking }) => {
  const { booking, redirectUrl } = await paidBooking(TEST_CARDS.success, { locale: 'de' })
  expect(redirectUrl).toMatch(/\/de\/confirmation\/success\?/)
  await page.goto(redirectUrl)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('main')).toContainText(booking.Number)
})

test('a declined card lands on the error page with what to do next', async ({ page, paidBooking }) => {
  const { redirectUrl } = await paidBooking(TEST_CARDS.declined)
  expect(redirectUrl).toMatch(/\/confirmation\/error\?/)
  await page.goto(redirectUrl)
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
})

test('a 3-D Secure card passes the challenge page and lands on success', async ({ page, paidBooking }) => {
  const { booking, redirectUrl } = await paidBooking(TEST_CARDS.challenge)
  expect(redirectUrl).toContain('/api/payments/gateway/challenge/')
  await page.goto(redirectUrl)
  await page.getByRole('button', { name: /approve/i }).click()
  await expect(page).toHaveURL(/\/confirmation\/success\?/)
  await expect(page.getByRole('main')).toContainText(booking.Number)
})
