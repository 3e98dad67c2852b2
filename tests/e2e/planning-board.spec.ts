import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { shiftDay } from '@/domain/fleet/planning-board'
import { saveBooking } from './fixtures/saved-booking'
import { expect, STEP_TIMEOUT, test } from './fixtures'

/**
 * Issue 32: staff put bookings on units on the planning board, move them (by a dialog, or by
 * dragging a bar with a mouse or a finger), are refused a clash with its reason, and block a unit.
 */

const SHOTS = '/tmp/shots/board'
mkdirSync(SHOTS, { recursive: true })

const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

async function logIn(page: Page) {
  await page.goto('/admin/login').catch(() => page.goto('/admin/login'))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: STEP_TIMEOUT })
}

type StoredBooking = { id: number; number: string; carCategory: number; officeOut: number }

/** A GET of the admin's REST API from the admin page itself (same origin, the session cookie). */
async function adminGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' })
    return { status: response.status, body: (await response.json()) as unknown }
  }, path)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as T
}

function stored(page: Page, id: number): Promise<StoredBooking> {
  return adminGet<StoredBooking>(page, `/api/bookings/${String(id)}?depth=0`)
}

/** The unit options the dialog offers (in service), by their plates. */
async function unitChoices(dialog: Locator): Promise<string[]> {
  const options = dialog.getByLabel('Unit').locator('option:not([disabled])')
  return (await options.allTextContents()).filter((text) => text !== 'No unit')
}

type Point = { x: number; y: number }

/** The middle of a bar's first part (left), and the middle height of a row. */
async function grabPoint(bar: Locator): Promise<Point> {
  const box = await bar.boundingBox()
  if (!box) throw new Error('The bar is not on the screen')
  return { x: box.x + Math.min(24, box.width / 2), y: box.y + box.height / 2 }
}

async function rowMiddle(row: Locator): Promise<number> {
  const box = await row.boundingBox()
  if (!box) throw new Error('The row is not on the screen')
  return box.y + box.height / 2
}

/** Drags `bar` onto `row` with the mouse (pointer events of type mouse), in small steps. */
async function dragWithMouse(page: Page, bar: Locator, row: Locator) {
  const from = await grabPoint(bar)
  const toY = await rowMiddle(row)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 8, from.y + 4, { steps: 2 })
  await page.mouse.move(from.x + 8, toY, { steps: 8 })
  await page.mouse.up()
}

/** Drags `bar` onto `row` with a finger, as on a tablet (touch events, so pointer events of type touch). */
async function dragWithFinger(page: Page, bar: Locator, row: Locator) {
  const from = await grabPoint(bar)
  const toY = await rowMiddle(row)
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(({ x, y }) => ({ x, y })) })
  await touch('touchStart', [from])
  for (let step = 1; step <= 8; step += 1) {
    await touch('touchMove', [{ x: from.x + 6, y: from.y + ((toY - from.y) * step) / 8 }])
  }
  await touch('touchEnd', [])
  await cdp.detach()
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('.board-scroll').include('.board-day-view').analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

test('on the planning board, a booking is assigned a unit and moved, and a clash is refused with its reason', async ({
  page,
  request,
  trip,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  consoleErrors.allow(/status of 409 .*\/api\/booking-units\//, 'the clashes are refused with 409 and their reason')
  consoleErrors.allow(
    /status of 409 .*\/api\/desk-unit-blocks/,
    'a block over a booking is refused with 409 and its reason',
  )
  // Two rentals of the same class over the same days, paid at pickup (they stand).
  const first = (await saveBooking(request, trip, { paymentType: 'payLocally', lastName: 'Boardfirst' })).booking
  const second = (await saveBooking(request, trip, { paymentType: 'payLocally', lastName: 'Boardsecond' })).booking
  await logIn(page)
  const one = await stored(page, first.BookingId)
  const two = await stored(page, second.BookingId)
  expect(two.carCategory).toBe(one.carCategory)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(
    `/admin/planning-board?office=${String(one.officeOut)}&category=${String(one.carCategory)}&from=${trip.pickupDate}`,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Planning board' })).toBeVisible()
  const board = page.getByRole('region', { name: 'Units by day' })
  const firstBar = board.getByRole('button', { name: new RegExp(first.Number) })
  const secondBar = board.getByRole('button', { name: new RegExp(second.Number) })
  await expect(firstBar).toBeVisible()
  await expect(firstBar).toContainText('no unit')

  // By keyboard: the bar is a real button; Enter opens the dialog, the unit is chosen, Enter saves.
  await firstBar.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Booking ${first.Number}` })
  await expect(dialog).toBeVisible()
  const [unitA, unitB, unitC] = await unitChoices(dialog)
  if (!unitA || !unitB || !unitC) throw new Error('The class needs three units in service')
  await expect(dialog.getByLabel('Unit')).toBeFocused()
  await dialog.getByLabel('Unit').selectOption({ label: unitA })
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Assign unit' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText(`${first.Number} is on ${unitA}.`, { timeout: STEP_TIMEOUT })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const rowA = board.getByRole('group', { name: unitA })
  await expect(rowA.getByRole('button', { name: new RegExp(first.Number) })).toBeVisible()

  // The second booking on the same unit: refused, naming the first.
  await secondBar.click()
  const secondDialog = page.getByRole('dialog', { name: `Booking ${second.Number}` })
  await secondDialog.getByLabel('Unit').selectOption({ label: unitA })
  await secondDialog.getByRole('button', { name: 'Assign unit' }).click()
  await expect(secondDialog.getByRole('alert')).toContainText(`${unitA} is taken by booking ${first.Number} from`, {
    timeout: STEP_TIMEOUT,
  })
  await page.screenshot({ path: `${SHOTS}/board-clash-1280.png`, fullPage: true })
  await secondDialog.getByLabel('Unit').selectOption({ label: unitB })
  await secondDialog.getByRole('button', { name: 'Assign unit' }).click()
  await expect(secondDialog.getByRole('status')).toHaveText(`${second.Number} is on ${unitB}.`, {
    timeout: STEP_TIMEOUT,
  })
  await secondDialog.getByRole('button', { name: 'Close' }).click()

  // Moving the first onto the second's unit is refused too; it stays on its own.
  await rowA.getByRole('button', { name: new RegExp(first.Number) }).click()
  await dialog.getByLabel('Unit').selectOption({ label: unitB })
  await dialog.getByRole('button', { name: 'Move to unit' }).click()
  await expect(dialog.getByRole('alert')).toContainText(`${unitB} is taken by booking ${second.Number}`, {
    timeout: STEP_TIMEOUT,
  })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.reload()
  const rowB = board.getByRole('group', { name: unitB })
  await expect(rowA.getByRole('button', { name: new RegExp(first.Number) })).toBeVisible()
  await expect(rowB.getByRole('button', { name: new RegExp(second.Number) })).toBeVisible()

  // By mouse: dragging the first onto the second's unit is refused with the same reason, and the bar goes back.
  const rowC = board.getByRole('group', { name: unitC })
  const boardMessage = page.getByTestId('board-message')
  const firstOnA = rowA.getByRole('button', { name: new RegExp(first.Number) })
  const home = await grabPoint(firstOnA)
  await dragWithMouse(page, firstOnA, rowB)
  await expect(boardMessage.getByRole('alert')).toContainText(`${unitB} is taken by booking ${second.Number} from`, {
    timeout: STEP_TIMEOUT,
  })
  await expect(dialog).toBeHidden()
  await expect(firstOnA).toBeVisible()
  // Back where it was (the message above the board may move the whole board by a pixel).
  const back = await grabPoint(firstOnA)
  expect(back.x).toBe(home.x)
  expect(Math.abs(back.y - home.y)).toBeLessThan(2)
  await expect(rowB.getByRole('button', { name: new RegExp(first.Number) })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/board-drag-refused-1280.png`, fullPage: true })

  // By finger on a tablet: dragging it onto a free unit moves it, through the same command.
  await page.setViewportSize({ width: 768, height: 900 })
  await dragWithFinger(page, firstOnA, rowC)
  await expect(boardMessage.getByRole('status')).toHaveText(`${first.Number} is on ${unitC}.`, {
    timeout: STEP_TIMEOUT,
  })
  await expect(rowC.getByRole('button', { name: new RegExp(first.Number) })).toBeVisible()
  await expect(firstOnA).toHaveCount(0)
  await page.reload()
  await expect(rowC.getByRole('button', { name: new RegExp(first.Number) })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })

  // Blocking a unit from the board: over a booking on it, refused with the reason; after it, shown on the board.
  await page.getByRole('button', { name: 'Block a unit' }).click()
  const blockDialog = page.getByRole('dialog', { name: 'Block a unit' })
  await expect(blockDialog).toBeVisible()
  await expect(blockDialog.getByLabel('Unit')).toBeFocused()
  await blockDialog.getByLabel('Unit').selectOption({ label: unitB })
  await blockDialog.getByLabel('Reason').selectOption({ label: 'Cleaning' })
  await blockDialog.getByLabel('From').fill(trip.pickupAt)
  await blockDialog.getByLabel('To', { exact: true }).fill(trip.returnAt)
  await blockDialog.getByRole('button', { name: 'Block unit' }).click()
  await expect(blockDialog.getByRole('alert')).toContainText(`${unitB} is taken by booking ${second.Number} from`, {
    timeout: STEP_TIMEOUT,
  })
  await expect(blockDialog.getByRole('alert')).toContainText('Move the booking to another unit first.')
  const blockDay = shiftDay(trip.pickupDate, 10)
  await blockDialog.getByLabel('From').fill(`${blockDay}T08:00`)
  await blockDialog.getByLabel('To', { exact: true }).fill(`${blockDay}T17:00`)
  await blockDialog.getByLabel('Note (optional)').fill('Seats shampooed')
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/board-block-form-${String(width)}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await blockDialog.getByRole('button', { name: 'Block unit' }).click()
  await expect(blockDialog.getByRole('status')).toHaveText(
    `${unitB} is blocked for cleaning from ${blockDay} 08:00 to ${blockDay} 17:00.`,
    { timeout: STEP_TIMEOUT },
  )
  await page.keyboard.press('Escape')
  await expect(blockDialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Block a unit' })).toBeFocused()
  await expect(rowB.getByRole('link', { name: /Cleaning/ })).toBeVisible()
  await expect(rowB.getByRole('link', { name: /Cleaning/ })).toContainText(`${blockDay} 08:00 to ${blockDay} 17:00`)

  // The day's departures name both bookings with their units.
  await page.getByLabel('Departures and returns on').fill(trip.pickupDate)
  await page.getByRole('button', { name: 'Show the day' }).click()
  const departures = page.locator('.board-moves > div').first()
  await expect(departures).toContainText(first.Number)
  await expect(departures).toContainText(unitC)
  await expect(departures).toContainText(second.Number)

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(board).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/board-${String(width)}.png`, fullPage: true })
    // The board scrolls inside its box: the page itself is not wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }

  // The audit trail has the three assignments (two by the dialog, one by a drag), and no refusal.
  const audit = await adminGet<{ totalDocs: number }>(
    page,
    `/api/audit-entries?where[action][equals]=assign-unit&where[booking][in]=${String(one.id)},${String(two.id)}&depth=0`,
  )
  expect(audit.totalDocs).toBe(3)
})
