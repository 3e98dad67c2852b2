import { mkdirSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import {
  addressFor,
  continueButton,
  expect,
  fillDetails,
  skipCookieNotice,
  STEP_TIMEOUT,
  TEST_CARDS,
  test,
} from './fixtures'
import type { Trip } from './fixtures'

const SHOTS = '/tmp/shots/request'
mkdirSync(SHOTS, { recursive: true })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }
/** The demo category offered on request when sold out; one unit at Keflavík. */
const ON_REQUEST_MODEL = 'Land Rover Discovery'
const LAST_NAME = 'Jonsdottir'

type Category = { id: number; ModelName: string; onRequest: boolean }

/** Staff's REST access (a JWT), for what the admin does besides the request's own controls. */
async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

/**
 * Books every unit of the on-request category at Keflavík for the trip through the booking API (to
 * pay at pickup), so the site offers it on request; answers the bookings that took them.
 */
async function sellOut(request: APIRequestContext, trip: Trip): Promise<number[]> {
  const login = await request.post('/v2/auth/login', {
    data: { api_key: 'vegur-public-site-key', client_id: 'vegur-web', salt: 'e2e-request', remember: false },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { authorization: `Bearer ${accessToken}` }
  const dates = { DateOut: trip.pickupAt, DateIn: trip.returnAt }
  const taken: number[] = []
  for (let attempt = 0; attempt < 4; attempt++) {
    const search = await request.post('/api/renteon-availability', {
      headers,
      data: { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', DateTimeOut: dates.DateOut, DateTimeIn: dates.DateIn },
    })
    const cars = ((await search.json()) as { data: { carCategories: Category[] } }).data.carCategories
    const car = cars.find((category) => category.ModelName === ON_REQUEST_MODEL)
    if (!car) throw new Error(`${ON_REQUEST_MODEL} is not offered`)
    if (car.onRequest) return taken
    const created = await request.post('/api/renteon-booking-create', {
      headers,
      data: { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', CarCategoryId: car.id, ...dates },
    })
    expect(created.status(), await created.text()).toBe(200)
    const booking = ((await created.json()) as { data: { BookingId: number; VoucherNumber: string } }).data
    const saved = await request.post('/api/renteon-booking-save', {
      headers,
      data: {
        BookingId: booking.BookingId,
        voucher: booking.VoucherNumber,
        client: {
          firstName: 'Bjarni',
          lastName: 'Taken',
          email: 'bjarni@example.com',
          phone: '+354 555 0001',
          country: 'IS',
        },
        drivers: [{ firstName: 'Bjarni', lastName: 'Taken', licenseNumber: 'IS-9', expiry: null }],
        paymentType: 'payLocally',
        locale: 'en',
      },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    taken.push(booking.BookingId)
  }
  throw new Error(`${ON_REQUEST_MODEL} did not sell out`)
}

async function lookUp(page: Page, voucherNumber: string) {
  await page.goto('/manage-my-booking')
  await page.getByLabel('Voucher number').fill(voucherNumber)
  await page.getByLabel("Driver's last name").fill(LAST_NAME)
  await page.getByRole('button', { name: 'Find my booking' }).click()
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
}

test('en 390px: an on-request car is requested without paying, confirmed by staff in the admin, then paid from manage', async ({
  page,
  request,
  trip,
  consoleErrors,
}) => {
  test.setTimeout(STEP_TIMEOUT * 3)
  consoleErrors.allow(/status of 409/, 'the admin reports the refused confirmation while no car is free')
  const taken = await sellOut(request, trip)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await skipCookieNotice(page)

  // The visitor chooses the car offered on request and goes through the same steps.
  await page.goto(trip.searchPath)
  const card = page.getByTestId('car-card').filter({ hasText: ON_REQUEST_MODEL })
  await expect(card.getByTestId('car-badges')).toContainText('On request', { timeout: STEP_TIMEOUT })
  // A request is saved to pay at pickup: its card offers no pay-now saving.
  await expect(card.getByTestId('car-price-kind')).toHaveText('Pay-at-pickup price')
  await expect(card).not.toContainText('Save 10%')

  // Its model page says so for these dates and leads into the request, as the card does.
  await page.goto('/cars/land-rover-discovery')
  await page.locator('#model-pu-date').fill(trip.pickupAt.slice(0, 10))
  await page.locator('#model-do-date').fill(trip.returnAt.slice(0, 10))
  await page.getByTestId('model-price-form').getByRole('button').click()
  const offer = page.getByTestId('model-price-result')
  await expect(offer.getByTestId('model-price-request')).toContainText('This car is offered on request', {
    timeout: STEP_TIMEOUT,
  })
  await expect(offer.getByTestId('model-price-value')).toContainText('paid at pickup')
  await shoot(page, 'model-on-request')
  await offer.getByTestId('choose-car').getByRole('button', { name: 'Request this car' }).click()
  await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: STEP_TIMEOUT })
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/extras\?/, { timeout: STEP_TIMEOUT })
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/detail\?/, { timeout: STEP_TIMEOUT })
  await fillDetails(page)
  await page.getByTestId('detail-form').locator('button[type="submit"]').last().click()

  // The payment step is a request step: the price, no card, plain words.
  await expect(page).toHaveURL(/\/booking\/payment\?/, { timeout: STEP_TIMEOUT })
  await expect(page.getByTestId('request-notice')).toContainText('This is a request, not yet a confirmed booking')
  await expect(page.getByTestId('request-total')).toContainText(/€\s?\d|\d\s?€/)
  await expect(page.getByTestId('summary-pay-now')).toHaveCount(0)
  await expect(page.getByTestId('request-form').getByTestId('deposit-note')).toContainText('A deposit of €')
  await expect(page.locator('[name="cardNumber"]')).toHaveCount(0)
  await expect(page).toHaveTitle('Send your booking request · Vegur Car Rental')
  await shoot(page, 'request-step')
  await page.getByTestId('send-request').click()

  await expect(page).toHaveURL(/\/booking\/confirmation\?/, { timeout: STEP_TIMEOUT })
  const received = page.getByTestId('request-received')
  await expect(received).toContainText('Thank you, we have received your booking request')
  await expect(received).toContainText('not yet a confirmed booking')
  await expect(received).toContainText('anna@example.com')
  const voucherNumber = (await page.getByTestId('voucher-number').textContent())?.trim() ?? ''
  const bookingNumber = (await page.getByTestId('booking-number').textContent())?.trim() ?? ''
  expect(voucherNumber).toMatch(/^[0-9A-Z]{12}$/)
  await shoot(page, 'request-received')

  // Manage says it waits for confirmation.
  await lookUp(page, voucherNumber)
  await expect(page.getByTestId('manage-requested')).toContainText(`Booking request ${bookingNumber} is waiting`)
  await shoot(page, 'manage-requested')

  // Staff open it in the admin. While the car is taken, confirming is refused.
  const staff = await staffHeaders(request)
  const found = await request.get(`/api/bookings?where[number][equals]=${bookingNumber}&depth=0`, { headers: staff })
  const [booking] = ((await found.json()) as { docs: { id: number; status: string }[] }).docs
  expect(booking?.status).toBe('requested')
  const admin = await page.context().newPage()
  await admin.setViewportSize({ width: 1280, height: 900 })
  // The admin may still be compiling (development server): a first navigation can be cut short.
  await admin.goto('/admin/login').catch(() => admin.goto('/admin/login'))
  await admin.getByLabel('Email').fill(ADMIN.email)
  await admin.getByLabel('Password').fill(ADMIN.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin\/?$/, { timeout: STEP_TIMEOUT })
  await admin.goto(`/admin/collections/bookings/${booking?.id}`)
  const decision = admin.getByTestId('request-decision')
  await expect(decision).toBeVisible({ timeout: STEP_TIMEOUT })
  // (Pressed again until the admin has hydrated: a press before that does nothing.)
  await expect(async () => {
    await decision.getByRole('button', { name: 'Confirm request' }).click()
    await expect(decision.getByRole('status')).toContainText('No car of this category is free', { timeout: 3_000 })
  }).toPass({ timeout: STEP_TIMEOUT })
  await admin.screenshot({ path: `${SHOTS}/admin-request-1280.png`, fullPage: true })

  // The booking that held the car is cancelled: staff confirm the request. Its status cannot be
  // edited; staff cancel through the bookings module, which gives back what was paid.
  const edited = await request.patch(`/api/bookings/${taken[0]}`, { headers: staff, data: { status: 'cancelled' } })
  expect(((await edited.json()) as { doc: { status: string } }).doc.status).toBe('confirmed')
  for (const id of taken) {
    const cancelled = await request.post(`/api/booking-cancellations/${id}`, { headers: staff })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
  }
  await decision.getByRole('button', { name: 'Confirm request' }).click()
  await expect(admin.getByTestId('request-decision')).toHaveCount(0, { timeout: STEP_TIMEOUT })
  const after = await request.get(`/api/bookings/${booking?.id}?depth=0`, { headers: staff })
  expect(((await after.json()) as { status: string }).status).toBe('confirmed')
  const mails = await request.get(`/api/outbox-messages?where[booking][equals]=${booking?.id}&depth=0&limit=10`, {
    headers: staff,
  })
  const kinds = ((await mails.json()) as { docs: { kind: string }[] }).docs.map((mail) => mail.kind).sort()
  expect(kinds).toEqual(['booking-request', 'request-confirmed'])
  await admin.close()

  // The visitor pays from manage.
  await lookUp(page, voucherNumber)
  await expect(page).toHaveURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT })
  await page.goto('/manage-booking/payment')
  await page.getByLabel('Card number').fill(TEST_CARDS.success)
  await page.getByLabel('Expiry date').fill(`12/${new Date().getUTCFullYear() + 1}`)
  await page.getByLabel(/^CVC/).fill('123')
  await page.getByLabel('Cardholder name').fill('Anna Jonsdottir')
  await page.getByTestId('payment-form').getByRole('button').last().click()
  await expect(page).toHaveURL(/\/manage-booking\/confirmation\?payment=/, { timeout: STEP_TIMEOUT })
  await expect(page.getByTestId('manage-pickup').getByTestId('deposit-note')).toHaveText(
    /^A deposit of €[\d,]+\.\d\d is held on the main driver's credit card at pickup\.$/,
  )
  const paid = await request.get(`/api/bookings/${booking?.id}?depth=0`, { headers: staff })
  const totals = ((await paid.json()) as { totals: { total: number; totalPaid: number } }).totals
  expect(totals.totalPaid).toBe(totals.total)
})

test('page titles carry the brand once', async ({ page }) => {
  test.setTimeout(STEP_TIMEOUT)
  // An editor's SEO title that names the brand is the whole title; any other gets it from the template.
  await page.goto('/')
  await expect(page).toHaveTitle('Vegur Car Rental – car hire at Keflavík Airport, Iceland')
  await page.goto('/manage-my-booking')
  await expect(page).toHaveTitle('Manage my booking · Vegur Car Rental')
})
