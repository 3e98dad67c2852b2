import { mkdirSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import { addressFor, expect as baseExpect, skipCookieNotice, STEP_TIMEOUT, test, type SavedBooking } from '../fixtures'
import { shownAmount } from './hosted-page'
import { allDelivered, kronur, mailsOf, sessionIdOf, staffBooking, standIn, type StaffBooking } from './stand-in-client'

/**
 * Issue 28, end to end on a phone: card payments through Adyen's hosted page (a local stand-in of
 * it and of the Checkout API, tests/e2e/adyen/hosted-stand-in.ts), Adyen's notifications as the
 * truth, and money given back through it. In each, what the booking's ledger and e-mails say is
 * checked against what the stand-in has on record (payments, refunds, notifications delivered).
 */

const SHOTS = '/tmp/shots/adyen'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 300_000 })
const expect = baseExpect.configure({ timeout: 60_000 })

const LAST_NAME = 'Gudmundsdottir'
const CARDS = {
  /** Adyen's Visa 3-D Secure 2 test card: the issuer asks for a challenge (code "password"). */
  challenge: '4917 6100 0000 0000',
  /** Frictionless: authorised without a challenge. */
  visa: '4111 1111 1111 1111',
  mastercard: '5555 5555 5555 4444',
} as const

test.afterEach(async () => {
  // Every request the app sent Adyen was one its request types allow, and Adyen would have taken.
  expect(await standIn.problems()).toEqual([])
})

/** The shopper on Adyen's hosted page types a card and pays; a challenge card then passes 3-D Secure. */
async function payOnHostedPage(page: Page, card: string, holder = 'Anna Gudmundsdottir') {
  const hosted = page.getByTestId('hosted-page')
  await expect(hosted).toBeVisible()
  await hosted.getByLabel('Card number').fill(card)
  await hosted.getByLabel('Expiry date').fill('03/30')
  await hosted.getByLabel('Security code').fill('737')
  await hosted.getByLabel('Name on card').fill(holder)
  await hosted.getByRole('button', { name: /^Pay / }).click()
}

async function passChallenge(page: Page, shot?: string) {
  const challenge = page.getByTestId('hosted-challenge')
  await expect(challenge).toBeVisible()
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true })
  await challenge.getByLabel(/Code/).fill('password')
  await challenge.getByRole('button', { name: 'Confirm' }).click()
}

/** Starts paying a saved booking as the site's client does (no card: Adyen's page takes it); the hosted page's address. */
async function startPaying(
  request: APIRequestContext,
  saved: { booking: SavedBooking; headers: Record<string, string> },
) {
  const { booking, headers } = saved
  const answer = await request.post('/api/payments', {
    headers: { ...headers, 'idempotency-key': `e2e-adyen-${booking.Number}-${Date.now()}` },
    data: { BookingId: booking.BookingId, VoucherNumber: booking.VoucherNumber },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const data = ((await answer.json()) as { data: { status: string; redirectUrl: string } }).data
  expect(data.status).toBe('challenge')
  expect(data.redirectUrl.startsWith(`${standIn.origin}/checkoutshopper/pay/`)).toBe(true)
  return data.redirectUrl
}

async function lookUp(page: Page, voucherNumber: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await page.goto('/manage-my-booking')
  await page.getByLabel('Voucher number').fill(voucherNumber)
  await page.getByLabel("Driver's last name").fill(LAST_NAME)
  await page.getByRole('button', { name: 'Find my booking' }).click()
  await expect(page).toHaveURL(/\/manage-booking$/)
}

/** The desk's ledger of booking `id` as staff see it (Payload's admin, bookings console), one text per line. */
async function deskLedger(page: Page, id: number): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill('admin@vegur.is')
  await page.getByLabel('Password').fill('vegur-demo-2026')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: STEP_TIMEOUT })
  await page.goto(`/admin/bookings-console/${id}`)
  const ledger = page.getByTestId('booking-ledger')
  await expect(ledger).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/desk-ledger-1280.png`, fullPage: true })
  return (await ledger.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' '))
}

/** The booking's payments as [provider's reference, status, ISK minor units]. */
const chargesOf = (booking: StaffBooking) =>
  (booking.payments ?? []).map((entry) => [entry.transactionId, entry.status, entry.amount])
const refundsOf = (booking: StaffBooking) =>
  (booking.refunds ?? []).map((entry) => [entry.transactionId, entry.status, entry.amount, entry.refundId])

test('a booking paid on the hosted page through a 3-D Secure challenge; its notification delivered twice counts once', async ({
  page,
  request,
  visitor,
}) => {
  await visitor.onStep('payment')
  // No card fields on our page: Adyen's page takes the card.
  const form = page.getByTestId('payment-form')
  await expect(form.locator('[name="cardNumber"]')).toHaveCount(0)
  await expect(page.getByTestId('payment-secure-note')).toContainText('Adyen')
  const terms = form.getByTestId('payment-terms-accept')
  if (await terms.count()) await terms.check()
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkoutshopper\/pay\/CS/, { timeout: STEP_TIMEOUT })
  const id = sessionIdOf(page.url())
  // Adyen delivers the AUTHORISATION notification a second time (as when it saw no answer in time).
  await standIn.plan(id, { deliveries: 2 })
  const asked = await standIn.record(id)
  // The hosted page asks for what the app asked Adyen for, in ISK.
  expect(asked.amount.currency).toBe('ISK')
  await expect(page.getByTestId('hosted-amount')).toHaveText(shownAmount(asked.amount))
  await page.screenshot({ path: `${SHOTS}/hosted-page-390.png`, fullPage: true })

  await payOnHostedPage(page, CARDS.challenge)
  await passChallenge(page, 'challenge-390.png')
  // Back in the booking flow: its confirmation step, paid.
  await expect(page).toHaveURL(/\/booking\/confirmation$/, { timeout: STEP_TIMEOUT })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your booking is confirmed')
  await page.screenshot({ path: `${SHOTS}/paid-confirmation-390.png`, fullPage: true })

  const record = await allDelivered(id, 2)
  expect(record.payments.map((entry) => [entry.resultCode, entry.threeDS])).toEqual([['Authorised', 'challenged']])
  const paid = record.payments[0]
  if (!paid) throw new Error('no payment on record')
  expect(record.notifications.map((item) => [item.eventCode, item.success, item.deliveries.length])).toEqual([
    ['AUTHORISATION', true, 2],
  ])
  const number = (await page.getByTestId('booking-number').textContent())?.trim() ?? ''
  expect(record.orderReference).toBe(number)
  const booking = await staffBooking(request, number)
  // Taken once, for what Adyen authorised, and the booking is paid in full.
  expect(chargesOf(booking)).toEqual([[paid.pspReference, 'COLLECTED', record.amount.value]])
  expect(booking.payments?.[0]).toMatchObject({ provider: 'adyen', maskedPan: '491761******0000' })
  expect(booking.totals.totalPaid).toBe(booking.totals.total)
  await expect
    .poll(async () => (await mailsOf(request, booking.id)).map((mail) => mail.kind))
    .toEqual(['booking-confirmation'])
  const [confirmation] = await mailsOf(request, booking.id)
  expect(confirmation?.text).toContain(paid.pspReference)
  expect(confirmation?.text).toContain('491761******0000')
  expect(confirmation?.text).toContain(kronur(record.amount.value))
})

test('a late notification: back from the hosted page before Adyen has told, the payment shows pending, then paid; forged notifications change nothing', async ({
  page,
  request,
  savedBooking,
}) => {
  const saved = await savedBooking({ lastName: LAST_NAME })
  await skipCookieNotice(page)
  await page.goto(await startPaying(request, saved))
  const id = sessionIdOf(page.url())
  // The session result lags (paymentPending) and the AUTHORISATION notification waits.
  await standIn.plan(id, { payments: 'held', sessionResult: 'pending' })
  await payOnHostedPage(page, CARDS.visa)
  await expect(page).toHaveURL(/\/confirmation\/success\?payment=pay_/, { timeout: STEP_TIMEOUT })
  const outcome = page.getByTestId('payment-outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'pending')
  await expect(page.getByTestId('payment-status')).toHaveText('Pending')
  await page.screenshot({ path: `${SHOTS}/pending-390.png`, fullPage: true })
  const waiting = await staffBooking(request, saved.booking.Number)
  expect(chargesOf(waiting)).toEqual([])
  expect(waiting.totals.totalPaid ?? 0).toBe(0)

  // Meanwhile notifications that are not Adyen's: another key's signature, none, no basic authentication.
  for (const signature of ['wrong-key', 'none', 'no-auth'] as const) {
    expect(await standIn.forge(id, signature)).toEqual({ status: 401, text: '[refused]' })
  }
  const after = await staffBooking(request, saved.booking.Number)
  expect(chargesOf(after)).toEqual([])
  expect(after.totals.totalPaid ?? 0).toBe(0)
  await page.reload()
  await expect(outcome).toHaveAttribute('data-outcome', 'pending')

  // Adyen's own notification arrives: the open page settles by itself.
  await standIn.release(id)
  const record = await allDelivered(id)
  await expect(outcome).toHaveAttribute('data-outcome', 'success')
  await expect(page.getByTestId('payment-status')).toHaveText('Paid')
  const [paid] = record.payments
  if (!paid) throw new Error('no payment on record')
  const booking = await staffBooking(request, saved.booking.Number)
  expect(chargesOf(booking)).toEqual([[paid.pspReference, 'COLLECTED', record.amount.value]])
  expect(booking.totals.totalPaid).toBe(booking.totals.total)
  // The confirmation goes once the payment is recorded, with what Adyen took.
  await expect
    .poll(async () => (await mailsOf(request, booking.id)).map((mail) => mail.kind))
    .toEqual(['booking-confirmation'])
  const [confirmation] = await mailsOf(request, booking.id)
  expect(confirmation?.text).toContain(paid.pspReference)
  expect(confirmation?.text).toContain(kronur(record.amount.value))
})

test('a refused card is recorded declined with no money; another card on the same page is then taken', async ({
  page,
  request,
  savedBooking,
}) => {
  const saved = await savedBooking({ lastName: LAST_NAME })
  await skipCookieNotice(page)
  await page.goto(await startPaying(request, saved))
  const id = sessionIdOf(page.url())
  // Adyen's test platform refuses a card whose holder is named DECLINED.
  await payOnHostedPage(page, CARDS.visa, 'DECLINED')
  await expect(page.getByTestId('hosted-refusal')).toContainText('refused')
  await page.screenshot({ path: `${SHOTS}/refused-390.png`, fullPage: true })
  const refusedRecord = await allDelivered(id)
  const [refused] = refusedRecord.payments
  expect(refused?.resultCode).toBe('Refused')
  const declined = await staffBooking(request, saved.booking.Number)
  expect(chargesOf(declined)).toEqual([[refused?.pspReference, 'DECLINED', refusedRecord.amount.value]])
  expect(declined.totals.totalPaid ?? 0).toBe(0)

  await payOnHostedPage(page, CARDS.mastercard)
  await expect(page).toHaveURL(/\/confirmation\/success\?payment=pay_/, { timeout: STEP_TIMEOUT })
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success')
  const record = await allDelivered(id)
  const paid = record.payments.find((entry) => entry.resultCode === 'Authorised')
  if (!paid) throw new Error('no authorised payment on record')
  const booking = await staffBooking(request, saved.booking.Number)
  expect(chargesOf(booking)).toEqual([
    [refused?.pspReference, 'DECLINED', record.amount.value],
    [paid.pspReference, 'COLLECTED', record.amount.value],
  ])
  expect(booking.totals.totalPaid).toBe(booking.totals.total)
  // One confirmation, for the card that paid; the refused one is in no e-mail.
  await expect
    .poll(async () => (await mailsOf(request, booking.id)).map((mail) => mail.kind))
    .toEqual(['booking-confirmation'])
  const [confirmation] = await mailsOf(request, booking.id)
  expect(confirmation?.text).toContain(paid.pspReference)
  expect(confirmation?.text).not.toContain(refused?.pspReference ?? 'none')
})

test('a downgrade in manage is refunded in part through Adyen, recorded when its REFUND notification confirms it', async ({
  page,
  request,
  savedBooking,
}) => {
  const saved = await savedBooking({ lastName: LAST_NAME })
  await skipCookieNotice(page)
  // Premium protection chosen in manage and paid on the hosted page.
  await lookUp(page, saved.booking.VoucherNumber)
  await page.goto('/manage-booking/protection')
  await page.locator('input[name="level"][value="premium"]').check()
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(page).toHaveURL(/\/manage-booking\/extras$/)
  await page.getByRole('button', { name: /^Continue/ }).click()
  await page.getByRole('button', { name: 'Save changes and continue' }).click()
  await expect(page).toHaveURL(/\/manage-booking\/payment$/)
  await expect(page.getByTestId('payment-form').locator('[name="cardNumber"]')).toHaveCount(0)
  await page.getByTestId('payment-form').locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/checkoutshopper\/pay\/CS/, { timeout: STEP_TIMEOUT })
  const id = sessionIdOf(page.url())
  // The REFUND notification waits, so the refund is seen asked before it is confirmed.
  await standIn.plan(id, { giveBacks: 'held' })
  await payOnHostedPage(page, CARDS.visa)
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success', {
    timeout: STEP_TIMEOUT,
  })
  const paidRecord = await allDelivered(id)
  const [paid] = paidRecord.payments
  if (!paid) throw new Error('no payment on record')

  // Premium → Standard: the difference goes back to the card.
  await page.goto('/manage-booking/protection')
  await page.locator('input[name="level"][value="standard"]').check()
  await expect(page.getByTestId('manage-refund-due')).toBeVisible()
  await page.getByRole('button', { name: /^Continue/ }).click()
  await expect(page).toHaveURL(/\/manage-booking\/extras$/)
  await page.getByRole('button', { name: /^Continue/ }).click()
  await page.getByRole('button', { name: 'Save changes and continue' }).click()
  await expect(page).toHaveURL(/\/manage-booking\/confirmation$/)
  await expect(page.getByTestId('manage-refund')).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/downgrade-refund-390.png`, fullPage: true })

  const asked = await standIn.record(id)
  const [refund] = asked.modifications
  expect(asked.modifications.map((entry) => [entry.kind, entry.paymentPspReference])).toEqual([
    ['refund', paid.pspReference],
  ])
  if (!refund) throw new Error('no refund on record')
  expect(refund.amount.value).toBeGreaterThan(0)
  expect(refund.amount.value).toBeLessThan(paid.amount.value)
  const pending = await staffBooking(request, saved.booking.Number)
  expect(refundsOf(pending)).toEqual([[paid.pspReference, 'pending', refund.amount.value, null]])

  await standIn.release(id)
  await allDelivered(id)
  const booking = await staffBooking(request, saved.booking.Number)
  expect(chargesOf(booking)).toEqual([[paid.pspReference, 'COLLECTED', paid.amount.value]])
  expect(refundsOf(booking)).toEqual([[paid.pspReference, 'refunded', refund.amount.value, refund.pspReference]])
  expect(booking.refunds?.[0]?.reason).toBe('overpayment')
  expect(booking.totals.totalPaid).toBe(booking.totals.total)
  // The upgrade, its receipt for what the hosted page took (naming Adyen's payment), the downgrade.
  await expect
    .poll(async () => (await mailsOf(request, booking.id)).map((mail) => mail.kind))
    .toEqual(['booking-change', 'payment-receipt', 'booking-change'])
  const receipt = (await mailsOf(request, booking.id)).find((mail) => mail.kind === 'payment-receipt')
  expect(receipt?.text).toContain(paid.pspReference)
  expect(receipt?.text).toContain(kronur(paid.amount.value))
  // The desk's ledger says the same: the charge and the refund, in krónur as Adyen took and gave them.
  const lines = await deskLedger(page, booking.id)
  expect(lines).toHaveLength(2)
  expect(lines[0]).toContain(`Card charged COLLECTED ${paid.pspReference}`)
  expect(lines[0]).toContain(`${kronur(paid.amount.value)} kr.`)
  expect(lines[1]).toContain(`Refund (overpayment) refunded ${paid.pspReference}`)
  expect(lines[1]).toContain(`−${kronur(refund.amount.value)} kr.`)
})

test('a cancellation is refunded in full through Adyen, and the cancelled booking keeps no money', async ({
  page,
  request,
  savedBooking,
}) => {
  const saved = await savedBooking({ lastName: LAST_NAME })
  await skipCookieNotice(page)
  await page.goto(await startPaying(request, saved))
  const id = sessionIdOf(page.url())
  await payOnHostedPage(page, CARDS.challenge)
  await passChallenge(page)
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success', {
    timeout: STEP_TIMEOUT,
  })
  const [paid] = (await allDelivered(id)).payments
  if (!paid) throw new Error('no payment on record')

  await lookUp(page, saved.booking.VoucherNumber)
  await page.getByLabel('Yes, cancel my booking').check()
  await page.getByRole('button', { name: 'Cancel booking', exact: false }).last().click()
  await expect(page).toHaveURL(/\/manage-my-booking$/)
  await expect(page.getByTestId('manage-cancelled')).toContainText('has been cancelled')
  await page.screenshot({ path: `${SHOTS}/cancelled-390.png`, fullPage: true })

  const record = await allDelivered(id)
  expect(record.modifications.map((entry) => [entry.kind, entry.paymentPspReference, entry.amount.value])).toEqual([
    ['refund', paid.pspReference, paid.amount.value],
  ])
  const [refund] = record.modifications
  expect(record.notifications.map((item) => [item.eventCode, item.pspReference])).toEqual([
    ['AUTHORISATION', paid.pspReference],
    ['REFUND', refund?.pspReference],
  ])
  const booking = await staffBooking(request, saved.booking.Number)
  expect(booking.status).toBe('cancelled')
  expect(refundsOf(booking)).toEqual([[paid.pspReference, 'refunded', paid.amount.value, refund?.pspReference]])
  expect(booking.totals.totalPaid).toBe(0)
  await expect
    .poll(async () => (await mailsOf(request, booking.id)).map((mail) => mail.kind))
    .toContain('booking-cancellation')
  const cancellation = (await mailsOf(request, booking.id)).find((mail) => mail.kind === 'booking-cancellation')
  expect(cancellation?.text).toContain('We have refunded')
})
