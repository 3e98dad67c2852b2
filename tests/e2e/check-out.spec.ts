import { mkdirSync, writeFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { pdfPageToPng } from '../support/pdf-png'
import { pdfText } from '../support/pdf-text'
import { addressFor, type Trip } from './fixtures/dates'
import { saveBooking } from './fixtures/saved-booking'
import { expect, STEP_TIMEOUT, test } from './fixtures'

/**
 * Issue 32: an agent checks a car out on the tablet with three damage photos, the renter reviews
 * the record in their language and signs; the rental agreement PDF is made, e-mailed and shown on
 * manage's Contract step, where the renter adds a photo of their own. The PDF is drawn to PNG in
 * Icelandic and German to be looked at.
 */

const SHOTS = '/tmp/shots/check-out'
mkdirSync(SHOTS, { recursive: true })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

async function logIn(page: Page) {
  await page.goto('/admin/login').catch(() => page.goto('/admin/login'))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: STEP_TIMEOUT })
}

/** A trip that can be checked out now: picked up in a few hours (check-out opens a day before), for two days. */
function soonTrip(hoursAhead: number): Trip {
  const start = new Date(Math.ceil((Date.now() + hoursAhead * 3_600_000) / 3_600_000) * 3_600_000)
  const end = new Date(start.getTime() + 2 * 86_400_000)
  const at = (date: Date) => date.toISOString().slice(0, 13) + ':00'
  return {
    offset: 0,
    pickupDate: start.toISOString().slice(0, 10),
    returnDate: end.toISOString().slice(0, 10),
    pickupAt: at(start),
    returnAt: at(end),
    searchPath: '',
  }
}

function photo(colour: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/><text x="40" y="260" font-size="64" fill="#fff" font-family="sans-serif">${label}</text></svg>`
  return sharp(Buffer.from(svg)).jpeg().toBuffer()
}

type StoredBooking = { id: number; number: string; carCategory: number; officeOut: number }

/**
 * A GET from the admin page itself (same origin, the session cookie and the Origin header Payload
 * wants of a cookie session): its status, cache header and body bytes.
 */
async function adminGet(page: Page, path: string) {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' })
    const bytes = Array.from(new Uint8Array(await response.arrayBuffer()))
    return { status: response.status, cacheControl: response.headers.get('cache-control'), bytes }
  }, path)
  return { ...answer, bytes: new Uint8Array(answer.bytes) }
}

async function adminJson<T>(page: Page, path: string): Promise<T> {
  const answer = await adminGet(page, path)
  const text = Buffer.from(answer.bytes).toString('utf8')
  expect(answer.status, text).toBe(200)
  return JSON.parse(text) as T
}

function stored(page: Page, id: number): Promise<StoredBooking> {
  return adminJson<StoredBooking>(page, `/api/bookings/${String(id)}?depth=0`)
}

/** The agent fills the record: unit, odometer, fuel, licence, and three damage notes with a photo each. */
async function fillRecord(page: Page, unitChoice: 'first' | 'last') {
  const form = page.getByRole('form', { name: 'Check-out record' })
  const unit = form.getByLabel('Unit')
  // The two tests run side by side on the same class and days: each takes a unit of its own.
  const options = unit.locator('option:not([value=""])')
  expect(await options.count()).toBeGreaterThanOrEqual(2)
  const chosen = await (unitChoice === 'first' ? options.first() : options.last()).getAttribute('value')
  await unit.selectOption(chosen ?? '')
  const odometer = form.getByLabel('Odometer (km)')
  const least = Number((await odometer.getAttribute('min')) ?? '0')
  await odometer.fill(String(least + 137))
  await form.getByText('6/8', { exact: true }).click()
  await form.getByLabel('Driving licence checked').check()
  // By keyboard: focus the bonnet on the diagram and press Enter; the new note takes the focus.
  await form.locator('[data-zone="bonnet"]').focus()
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('What is the damage?').first()).toBeFocused()
  await page.keyboard.type('Stone chip, 1 cm')
  await form.locator('rect[data-zone="rear"]').click()
  await form.getByLabel('What is the damage?').nth(1).fill('Scratch, 10 cm')
  await form.getByRole('button', { name: 'Wheels and tyres' }).click()
  await form.getByLabel('What is the damage?').nth(2).fill('Kerbed rim, front right')
  const files = form.getByLabel('Photo')
  await files
    .nth(0)
    .setInputFiles({ name: 'bonnet.jpg', mimeType: 'image/jpeg', buffer: await photo('#b33', 'Bonnet') })
  await files.nth(1).setInputFiles({ name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await photo('#3a3', 'Rear') })
  await files.nth(2).setInputFiles({ name: 'wheel.jpg', mimeType: 'image/jpeg', buffer: await photo('#33b', 'Wheel') })
  await expect(form.getByTestId('damage-item')).toHaveCount(3)
}

/** The renter signs on the pad with the pointer (a finger on the tablet). */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad')
  await pad.scrollIntoViewIfNeeded()
  const box = await pad.boundingBox()
  if (!box) throw new Error('The signature pad is not shown')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 30, y)
  await page.mouse.down()
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(box.x + 30 + step * 12, y + Math.sin(step / 2) * 25)
  }
  await page.mouse.up()
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="check-out"]').analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

const CASES = [
  {
    language: 'is',
    lastName: 'Þórðardóttir',
    hoursAhead: 3,
    reviewTitle: 'Vinsamlegast yfirfarðu og skrifaðu undir',
    signButton: 'Ég samþykki og skrifa undir',
    signed: 'Takk fyrir. Leigusamningurinn þinn er undirritaður',
    pdfWords: [
      'Leigusamningur',
      'Leigutaki: Anna Þórðardóttir',
      'Ástand við afhendingu',
      'Vélarhlíf: Stone chip',
      'Hjól og dekk',
      'Undirritað af',
    ],
    contract: 'Sækja leigusamninginn (PDF)',
    width: 1280,
    unitChoice: 'last',
    signWith: 'pointer',
  },
  {
    language: 'de',
    lastName: 'Weißmüller',
    hoursAhead: 5,
    reviewTitle: 'Bitte prüfen und unterschreiben',
    signButton: 'Ich akzeptiere und unterschreibe',
    signed: 'Vielen Dank. Ihr Mietvertrag ist unterschrieben',
    pdfWords: [
      'Mietvertrag',
      'Mieter: Anna Weißmüller',
      'Zustand bei der Abholung',
      'Motorhaube: Stone chip',
      'Räder und Reifen',
      'Unterschrieben von',
    ],
    contract: 'Mietvertrag herunterladen (PDF)',
    width: 768,
    unitChoice: 'first',
    // A renter who cannot draw signs with the keyboard: the typed name becomes the signature.
    signWith: 'keyboard',
    typedLabel: 'Oder Ihren vollständigen Namen eintippen, um mit der Tastatur zu unterschreiben',
  },
] as const

for (const item of CASES) {
  test(`${item.language} ${String(item.width)}px: an agent checks a car out with three photos, the renter signs, the agreement is made`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000)
    const trip = soonTrip(item.hoursAhead)
    const { booking } = await saveBooking(request, trip, {
      paymentType: 'payLocally',
      lastName: item.lastName,
      locale: item.language,
    })
    await logIn(page)
    const doc = await stored(page, booking.BookingId)
    await page.setViewportSize({ width: item.width, height: 1000 })

    if (item.language === 'is') {
      // From the planning board: the booking's bar opens its dialog, which leads to the check-out.
      await page.goto(
        `/admin/planning-board?office=${String(doc.officeOut)}&category=${String(doc.carCategory)}&from=${trip.pickupDate}`,
      )
      await page
        .getByRole('region', { name: 'Units by day' })
        .getByRole('button', { name: new RegExp(booking.Number) })
        .click()
      await page.getByTestId('assign-dialog').getByRole('link', { name: 'Check out' }).click()
    } else {
      // From the booking's page in the desk console.
      await page.goto(`/admin/bookings-console/${String(booking.BookingId)}`)
      await page.getByRole('link', { name: 'Check out and agreement' }).click()
    }
    await expect(page.getByRole('heading', { level: 1, name: `Check out ${booking.Number}` })).toBeVisible({
      timeout: STEP_TIMEOUT,
    })
    await page.screenshot({ path: `${SHOTS}/form-${item.language}-${String(item.width)}-empty.png`, fullPage: true })

    // A refusal is shown as the route says it: the licence is not ticked yet.
    await fillRecord(page, item.unitChoice)
    await page.getByLabel('Driving licence checked').uncheck()
    await page.getByRole('button', { name: 'Record the check-out' }).click()
    await expect(page.getByRole('alert').filter({ hasText: "Check the driver's licence" })).toBeVisible()
    await page.getByLabel('Driving licence checked').check()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/form-${item.language}-${String(item.width)}-filled.png`, fullPage: true })
    await page.getByRole('button', { name: 'Record the check-out' }).click()

    // The tablet goes to the renter: the record in their language, the photos, the pad.
    const review = page.getByTestId('renter-review')
    await expect(review.getByRole('heading', { name: item.reviewTitle })).toBeVisible({ timeout: STEP_TIMEOUT })
    await expect(review).toHaveAttribute('lang', item.language)
    await expect(review.locator('.co-thumbs img')).toHaveCount(3)
    await review.getByRole('button', { name: item.signButton }).click()
    await expect(review.getByRole('alert')).toBeVisible()
    if (item.signWith === 'keyboard') {
      await review.getByLabel(item.typedLabel).focus()
      await page.keyboard.type(`Anna ${item.lastName}`)
    } else {
      await sign(page)
    }
    await page.screenshot({ path: `${SHOTS}/review-${item.language}-${String(item.width)}.png`, fullPage: true })
    await review.getByRole('button', { name: item.signButton }).click()
    await expect(review.getByText(item.signed)).toBeVisible({ timeout: STEP_TIMEOUT })
    await expect(review.getByTestId('agreement-link')).toBeVisible()

    // The agreement: private, in the renter's language, drawn to PNG to be looked at.
    const answer = await adminGet(page, `/api/booking-agreements/${String(booking.BookingId)}`)
    expect(answer.status).toBe(200)
    expect(answer.cacheControl).toBe('private, no-store')
    const pdf = answer.bytes
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ')
    for (const word of item.pdfWords) expect(text).toContain(word)
    writeFileSync(`${SHOTS}/agreement-${item.language}.pdf`, pdf)
    await pdfPageToPng({ browser, pdf, path: `${SHOTS}/agreement-${item.language}-p1.png` })
    await pdfPageToPng({ browser, pdf, path: `${SHOTS}/agreement-${item.language}-p2.png`, pageNumber: 2 }).catch(
      () => undefined,
    )
    const anonymous = await browser.newContext()
    expect((await anonymous.request.get(`/api/booking-agreements/${String(booking.BookingId)}`)).status()).toBe(404)
    await anonymous.close()

    // E-mailed to the renter with the agreement (the outbox, no SMTP here).
    await expect
      .poll(
        async () =>
          (
            await adminJson<{ totalDocs: number }>(
              page,
              `/api/outbox-messages?where[kind][equals]=rental-agreement&where[booking][equals]=${String(booking.BookingId)}&depth=0`,
            )
          ).totalDocs,
        { timeout: 30_000 },
      )
      .toBe(1)

    // Manage's Contract step: the agreement and the photos; the renter adds one of their own.
    const renter = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const phone = await renter.newPage()
    await phone.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
    await phone.goto('/manage-my-booking')
    await phone.getByLabel('Voucher number').fill(booking.VoucherNumber)
    await phone.getByLabel("Driver's last name").fill(item.lastName)
    await phone.getByRole('button', { name: 'Find my booking' }).click()
    await phone.waitForURL(/manage-booking/, { timeout: STEP_TIMEOUT })
    await phone.goto(`/${item.language}/manage-booking/confirmation`)
    const contract = phone.getByTestId('manage-agreement')
    await expect(contract.getByRole('link', { name: item.contract })).toBeVisible({ timeout: STEP_TIMEOUT })
    const photos = phone.getByTestId('manage-renter-photos')
    await expect(photos.locator('img')).toHaveCount(3)
    await photos.locator('input[type="file"]').setInputFiles({
      name: 'mine.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#886', 'Mine'),
    })
    await photos.locator('button[type="submit"]').click()
    await expect(phone.getByTestId('renter-photos-notice')).toBeVisible({ timeout: STEP_TIMEOUT })
    await expect(phone.getByTestId('manage-renter-photos').locator('img')).toHaveCount(4)
    const pdfFromManage = await phone.request.get(`/api/booking-agreements/${String(booking.BookingId)}`)
    expect(pdfFromManage.status()).toBe(200)
    await phone.getByTestId('manage-agreement').scrollIntoViewIfNeeded()
    await phone.screenshot({ path: `${SHOTS}/manage-${item.language}-390.png`, fullPage: true })
    await renter.close()
  })
}
