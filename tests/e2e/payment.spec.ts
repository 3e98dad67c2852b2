import { expect, test, type APIRequestContext } from '@playwright/test'

/** Books a car through the booking API as the site's browser client does, up to a saved pay-now booking. */
async function savedPayNowBooking(request: APIRequestContext, locale: string) {
  const login = await request.post('/v2/auth/login', {
    data: { api_key: 'vegur-public-site-key', client_id: 'vegur-web', salt: 'e2e', remember: false },
  })
  expect(login.status()).toBe(200)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { authorization: `Bearer ${accessToken}` }
  const day = 10 + Math.floor(Math.random() * 200)
  const out = new Date(Date.UTC(2027, 0, day, 12))
  const back = new Date(out.getTime() + 3 * 86_400_000)
  const dates = { DateOut: out.toISOString().slice(0, 16), DateIn: back.toISOString().slice(0, 16) }
  const search = await request.post('/api/renteon-availability', {
    headers,
    data: { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', DateTimeOut: dates.DateOut, DateTimeIn: dates.DateIn },
  })
  const cars = ((await search.json()) as { data: { carCategories: { id: number; onRequest: boolean }[] } }).data
  const car = cars.carCategories.find((category) => !category.onRequest)
  expect(car).toBeDefined()
  const created = await request.post('/api/renteon-booking-create', {
    headers,
    data: { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', CarCategoryId: car?.id, ...dates },
  })
  const booking = ((await created.json()) as { data: { BookingId: number; VoucherNumber: string; Number: string } })
    .data
  const saved = await request.post('/api/renteon-booking-save', {
    headers,
    data: {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client: {
        firstName: 'Anna',
        lastName: 'Jonsdottir',
        email: 'anna@example.com',
        phone: '+354 555 0000',
        country: 'IS',
      },
      drivers: [{ firstName: 'Anna', lastName: 'Jonsdottir', licenseNumber: 'IS-2', expiry: null }],
      paymentType: 'payNow',
      locale,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  return { booking, headers }
}

async function pay(request: APIRequestContext, locale: string, cardNumber: string) {
  const { booking, headers } = await savedPayNowBooking(request, locale)
  const paid = await request.post('/api/payments', {
    headers: { ...headers, 'idempotency-key': `e2e-${booking.Number}-${cardNumber.replace(/\D/g, '')}` },
    data: {
      BookingId: booking.BookingId,
      VoucherNumber: booking.VoucherNumber,
      card: { cardNumber, cvc: '123', expiry: '12/2030', cardholderName: 'Anna Jonsdottir' },
    },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return { booking, redirectUrl: ((await paid.json()) as { data: { redirectUrl: string } }).data.redirectUrl }
}

test('a successful payment lands on the success page in the visitor language', async ({ page, request }) => {
  const { booking, redirectUrl } = await pay(request, 'de', '4242 4242 4242 4242')
  expect(redirectUrl).toMatch(/\/de\/confirmation\/success\?/)
  await page.goto(redirectUrl)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('main')).toContainText(booking.Number)
})

test('a declined card lands on the error page with what to do next', async ({ page, request }) => {
  const { redirectUrl } = await pay(request, 'en', '4000 0000 0000 0002')
  expect(redirectUrl).toMatch(/\/confirmation\/error\?/)
  await page.goto(redirectUrl)
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
})

test('a 3-D Secure card passes the challenge page and lands on success', async ({ page, request }) => {
  const { booking, redirectUrl } = await pay(request, 'en', '4000 0000 0000 3220')
  expect(redirectUrl).toContain('/api/payments/gateway/challenge/')
  await page.goto(redirectUrl)
  await page.getByRole('button', { name: /approve/i }).click()
  await expect(page).toHaveURL(/\/confirmation\/success\?/)
  await expect(page.getByRole('main')).toContainText(booking.Number)
})
