import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { pdfPageToPng } from '../support/pdf-png'
import { pdfText } from '../support/pdf-text'
import {
  addressFor,
  continueButton,
  expect as baseExpect,
  fillCard,
  fillDetails,
  skipCookieNotice,
  STEP_TIMEOUT,
  TEST_CARDS,
  test,
  tripFor,
} from './fixtures'

const SHOTS = '/tmp/shots/night-arrival'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 60_000 })

/** Keflavík's night line, seeded as the offices' out-of-hours help phone. */
const NIGHT_LINE = '+354 420 5050'

/** The texts these tests read: the seeded Keflavík night and desk instructions and the labels. */
const WORDS = {
  en: {
    closed: 'Our desk is closed when you arrive',
    keyBox: 'yellow Vegur key box',
    desk: 'Our desk is in the arrivals hall',
    pickupLabel: 'Pickup outside opening hours',
    nightPhone: 'Help outside opening hours',
    hint: /^Return by .+02:00 to pay for 3 days instead of 4\. Our desk is closed then, so an out-of-hours fee applies\. At the desk, without that fee: by .+23:00\.$/,
    voucher: 'Voucher number',
    lastName: "Driver's last name",
    find: 'Find my booking',
  },
  is: {
    closed: 'Afgreiðslan okkar er lokuð þegar þú kemur',
    keyBox: 'gula lyklabox Vegar',
    desk: 'Afgreiðslan okkar er í komusalnum',
    pickupLabel: 'Afhending utan opnunartíma',
    nightPhone: 'Aðstoð utan opnunartíma',
    hint: /^Skilaðu bílnum í síðasta lagi .+02:00 og þú greiðir fyrir 3 daga í stað 4\./,
    voucher: 'Fylgiseðilsnúmer',
    lastName: 'Eftirnafn ökumanns',
    find: 'Finna bókunina mína',
  },
} as const

type Language = keyof typeof WORDS
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`)

/** Both widths of the tour: a full-page screenshot of each. */
async function shootBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

/**
 * A renter landing at 01:30 picks up at 02:00, when the Keflavík desk (05:00–23:00) is closed, and
 * returns three days later at 05:30. Booked through the site on one width (English on a phone,
 * Icelandic on a desktop), then the confirmation and manage are looked at on both.
 */
for (const [language, width] of [
  ['en', 390],
  ['is', 1280],
] as const) {
  test(`${language} ${width}px: a 02:00 pickup gets the key box and the night line on the confirmation, the calendar, manage and the voucher`, async ({
    page,
    browser,
  }, testInfo) => {
    const words = WORDS[language]
    const trip = tripFor(testInfo, { days: 3 })
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(testInfo) })
    await skipCookieNotice(page)

    // Search and choose: the summary says that returning by 02:00 pays 3 days instead of 4.
    await page.goto(
      `${prefix(language)}/booking?puDate=${trip.pickupDate}&doDate=${trip.returnDate}&pickup_time=02:00&return_time=05:30`,
    )
    await expect(page.getByTestId('car-card').first()).toBeVisible({ timeout: STEP_TIMEOUT })
    await page.getByTestId('car-card').first().getByTestId('choose-car').getByRole('button').click()
    await expect(page).toHaveURL(/\/booking\/protection\?/, { timeout: STEP_TIMEOUT })
    await expect(page.getByTestId('earlier-return-hint')).toHaveText(words.hint)
    await page.screenshot({ path: `${SHOTS}/protection-${language}-${width}.png`, fullPage: true })

    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/extras\?/, { timeout: STEP_TIMEOUT })
    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/detail\?/, { timeout: STEP_TIMEOUT })
    // Still there on the last step before paying.
    await expect(page.getByTestId('earlier-return-hint')).toHaveText(words.hint)
    await fillDetails(page)
    await page.getByTestId('detail-form').locator('button[type="submit"]').last().click()
    await expect(page).toHaveURL(/\/booking\/payment\?/, { timeout: STEP_TIMEOUT })
    await fillCard(page, TEST_CARDS.success)
    await page.getByTestId('payment-form').locator('button[type="submit"]').click()

    // The confirmation: the desk is said to be closed, the key box instead of the desk, the night line.
    await expect(page).toHaveURL(/\/booking\/confirmation(\?|$)/, { timeout: STEP_TIMEOUT })
    const voucherNumber = (await page.getByTestId('voucher-number').innerText()).trim()
    const handover = page.getByTestId('handover-instructions')
    await expect(handover.getByTestId('out-of-hours-notice')).toContainText(words.closed)
    await expect(handover.getByTestId('out-of-hours-notice')).toContainText('02:00')
    await expect(handover).toContainText(words.pickupLabel)
    await expect(handover.getByTestId('handover-pickup')).toContainText(words.keyBox)
    await expect(handover).not.toContainText(words.desk)
    await expect(handover.getByTestId('handover-phone')).toHaveText(NIGHT_LINE)
    await expect(handover.getByTestId('handover-phone')).toHaveAttribute('href', 'tel:+3544205050')
    await expect(handover).toContainText(words.nightPhone)
    await shootBothWidths(page, `confirmation-${language}`)

    // The calendar file carries the same night instructions.
    const calendar = await page.request.get((await page.getByTestId('calendar-download').getAttribute('href')) ?? '')
    expect(calendar.status()).toBe(200)
    const ics = (await calendar.text()).replace(/\r\n[ \t]/g, '')
    expect(ics).toContain(`${words.pickupLabel}: `)
    expect(ics).toContain(`${words.nightPhone}: ${NIGHT_LINE}`)
    expect(ics).not.toContain(words.desk)

    // Manage: the same, in the booking's language.
    await page.goto(`${prefix(language)}/manage-my-booking`)
    await page.getByLabel(words.voucher).fill(voucherNumber)
    await page.getByLabel(words.lastName).fill('Jonsdottir')
    await page.getByRole('button', { name: words.find }).click()
    await expect(page).toHaveURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT })
    const panel = page.getByTestId('manage-pickup')
    await expect(panel.getByTestId('out-of-hours-notice')).toContainText(words.closed)
    await expect(panel.getByTestId('manage-pickup-instructions')).toContainText(words.keyBox)
    await expect(panel).not.toContainText(words.desk)
    await expect(panel.getByTestId('manage-help-phone')).toHaveText(NIGHT_LINE)
    await panel.scrollIntoViewIfNeeded()
    await shootBothWidths(page, `manage-${language}`)

    // The voucher PDF: the night instructions and line, not the desk; drawn to a PNG to look at.
    const voucher = await page.request.get(`${prefix(language)}/manage-booking/voucher`)
    expect(voucher.headers()['content-type']).toBe('application/pdf')
    const pdf = new Uint8Array(await voucher.body())
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ')
    expect(text).toContain(words.pickupLabel)
    expect(text).toContain(words.keyBox)
    expect(text).toContain(words.nightPhone)
    expect(text).toContain(NIGHT_LINE)
    expect(text).not.toContain(words.desk)
    await writeFile(`${SHOTS}/voucher-${language}.pdf`, pdf)
    await pdfPageToPng({ browser, pdf, path: `${SHOTS}/voucher-${language}.png` })
  })
}

test('en 1280px: a pickup in opening hours keeps the desk directions and the daytime number', async ({
  page,
  savedBooking,
}, testInfo) => {
  const saved = await savedBooking({ lastName: 'Jonsdottir' })
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(testInfo) })
  await skipCookieNotice(page)
  await page.goto('/manage-my-booking')
  await page.getByLabel(WORDS.en.voucher).fill(saved.booking.VoucherNumber)
  await page.getByLabel(WORDS.en.lastName).fill('Jonsdottir')
  await page.getByRole('button', { name: WORDS.en.find }).click()
  await expect(page).toHaveURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT })
  const panel = page.getByTestId('manage-pickup')
  await expect(panel.getByTestId('manage-pickup-instructions')).toContainText(WORDS.en.desk)
  await expect(panel.getByTestId('out-of-hours-notice')).toHaveCount(0)
  await expect(panel).toContainText('Help at pickup')
  await expect(panel).not.toContainText('day and night')
  await expect(panel.getByTestId('manage-help-phone')).toHaveText('+354 420 5000')
})
