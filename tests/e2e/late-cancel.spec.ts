import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { addressFor, expect as baseExpect, STEP_TIMEOUT, TEST_CARDS, test, type Trip } from './fixtures'
import { fillCard, goToStep, skipCookieNotice } from './fixtures/visitor'

// Issue 30, item 4: a booking made less than 48 h before pickup promised "free of charge until" a
// time already past, and manage then said "Please contact us to cancel". Now the confirmation
// states the fee (one rental day) and manage cancels with that fee, showing the refund first.

const SHOTS = '/tmp/shots/late-cancel'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 120_000 })

const LAST_NAME = 'Jonsdottir'
const HOUR_MS = 60 * 60 * 1000
const SLOT_MS = 15 * 60 * 1000

const WORDS = {
  en: {
    paymentLate: 'has already passed for this booking',
    fee: /Cancelling now costs one rental day, (.+), kept from what you paid/,
    notFree: 'Free cancellation until',
    voucher: 'Voucher number',
    lastName: "Driver's last name",
    find: 'Find my booking',
    feeLabel: 'Cancellation fee (one rental day)',
    refundLabel: 'Refunded to your card',
    confirmFee: 'Yes, cancel my booking with a fee of',
    cancel: 'Cancel booking',
    cancelled: 'has been cancelled',
    kept: 'was kept',
  },
  de: {
    paymentLate: 'ist für diese Buchung bereits vorbei',
    fee: /Eine Stornierung kostet jetzt einen Miettag, (.+), der von Ihrer Zahlung einbehalten wird/,
    notFree: 'Kostenlose Stornierung bis',
    voucher: 'Voucher-Nummer',
    lastName: 'Nachname des Fahrers',
    find: 'Buchung finden',
    feeLabel: 'Stornogebühr (ein Miettag)',
    refundLabel: 'Erstattung auf Ihre Karte',
    confirmFee: 'Ja, meine Buchung mit einer Gebühr von',
    cancel: 'Buchung stornieren',
    cancelled: 'wurde storniert',
    kept: 'wurde einbehalten',
  },
} as const

type Language = keyof typeof WORDS
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`)

/** A trip whose pickup is 10 hours from now (the next quarter hour after), returned `days` later. */
function tripTenHoursAhead(days: number): Trip {
  const pickup = new Date(Math.ceil((Date.now() + 10 * HOUR_MS) / SLOT_MS) * SLOT_MS)
  const dropOff = new Date(pickup.getTime() + days * 24 * HOUR_MS)
  const date = (at: Date) => at.toISOString().slice(0, 10)
  const time = (at: Date) => at.toISOString().slice(11, 16)
  return {
    offset: 0,
    pickupDate: date(pickup),
    returnDate: date(dropOff),
    pickupAt: `${date(pickup)}T${time(pickup)}`,
    returnAt: `${date(dropOff)}T${time(dropOff)}`,
    searchPath: `/booking?puDate=${date(pickup)}&doDate=${date(dropOff)}&pickup_time=${time(pickup)}&return_time=${time(dropOff)}`,
  }
}

/** Books through the site's steps and pays by card: the visitor lands on the confirmation. */
async function bookAndPay(page: Page, language: Language, trip: Trip) {
  await skipCookieNotice(page)
  await goToStep(page, trip, 'payment', { prefix: prefix(language) })
  await expect(page.getByTestId('payment-terms')).toContainText(WORDS[language].paymentLate)
  await fillCard(page, TEST_CARDS.success)
  await page.getByTestId('payment-form').locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/booking\/confirmation/, { timeout: STEP_TIMEOUT })
}

for (const language of ['en', 'de'] as const) {
  for (const width of [390, 1280]) {
    test(`${language} ${width}px: a booking made 10 h before pickup states its fee and cancels from manage with it`, async ({
      page,
    }) => {
      const words = WORDS[language]
      await page.setViewportSize({ width, height: 900 })
      await bookAndPay(page, language, tripTenHoursAhead(language === 'en' ? 2 : 3))

      // The confirmation says the fee now, never a free window already past.
      const terms = page.getByTestId('booking-cancellation-terms')
      await expect(terms).toContainText(words.fee)
      await expect(terms).not.toContainText(words.notFree)
      const fee = words.fee.exec(await terms.innerText())?.[1] ?? ''
      expect(fee).toMatch(/€.*kr\./)
      await page
        .locator('section[aria-labelledby="booking-recap-title"]')
        .screenshot({ path: `${SHOTS}/${language}-confirmation-${width}.png` })
      const voucherNumber = (await page.getByTestId('voucher-number').innerText()).trim()

      // Manage: the same fee, what was paid and the refund, before confirming.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
      await page.goto(`${prefix(language)}/manage-my-booking`)
      await page.getByLabel(words.voucher).fill(voucherNumber)
      await page.getByLabel(words.lastName).fill(LAST_NAME)
      await page.getByRole('button', { name: words.find }).click()
      await expect(page).toHaveURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT })
      const panel = page.getByTestId('manage-cancel')
      await expect(page.getByTestId('manage-cancel-terms')).toContainText(fee)
      const money = page.getByTestId('manage-cancel-money')
      await expect(money).toContainText(words.feeLabel)
      await expect(money).toContainText(`− ${fee}`)
      await expect(money).toContainText(words.refundLabel)
      await panel.scrollIntoViewIfNeeded()
      await panel.screenshot({ path: `${SHOTS}/${language}-cancel-${width}.png` })

      await page.getByLabel(words.confirmFee).check()
      await panel.getByRole('button', { name: words.cancel }).click()
      await expect(page).toHaveURL(/\/manage-my-booking$/, { timeout: STEP_TIMEOUT })
      const cancelled = page.getByTestId('manage-cancelled')
      await expect(cancelled).toContainText(words.cancelled)
      await expect(cancelled).toContainText(fee)
      await expect(cancelled).toContainText(words.kept)
      await page.screenshot({ path: `${SHOTS}/${language}-cancelled-${width}.png`, fullPage: true })
    })
  }
}
