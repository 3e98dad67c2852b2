import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import { addressFor, expect as baseExpect, test, TEST_CARDS } from './fixtures'

const SHOTS = '/tmp/shots/manage-money'
mkdirSync(SHOTS, { recursive: true })

test.describe.configure({ timeout: 600_000 })
const expect = baseExpect.configure({ timeout: 120_000 })

const LAST_NAME = 'Gudmundsdottir'

/** The texts these tests read, in the three languages of issue 16's tour. */
const WORDS = {
  en: {
    voucher: 'Voucher number',
    lastName: "Driver's last name",
    find: 'Find my booking',
    continue: /^Continue/,
    save: 'Save changes and continue',
    // Asked of the provider at once; confirmed by the effects worker's next run (either may show).
    refunded: /(is being refunded to your card|refunded to your card on) .*5–10 working days/,
    nothingCharged: 'nothing to refund',
    confirm: 'Yes, cancel my booking',
    cancel: 'Cancel booking',
    cancelled: 'has been cancelled',
  },
  de: {
    voucher: 'Voucher-Nummer',
    lastName: 'Nachname des Fahrers',
    find: 'Buchung finden',
    continue: /^Weiter/,
    save: 'Änderungen speichern und weiter',
    refunded: /Ihrer Karte erstattet.*5–10 Werktagen/,
    nothingCharged: 'nichts zu erstatten',
    confirm: 'Ja, meine Buchung stornieren',
    cancel: 'Buchung stornieren',
    cancelled: 'wurde storniert',
  },
  is: {
    voucher: 'Fylgiseðilsnúmer',
    lastName: 'Eftirnafn ökumanns',
    find: 'Finna bókunina mína',
    continue: /^Áfram/,
    save: 'Vista breytingar og halda áfram',
    refunded: /(endurgreiddar|endurgreiða) .*kortið þitt .*5–10 virkra daga/,
    nothingCharged: 'ekkert að endurgreiða',
    confirm: 'Já, afbóka bókunina mína',
    cancel: 'Afbóka',
    cancelled: 'hefur verið afbókuð',
  },
} as const

type Language = keyof typeof WORDS
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`)

async function lookUp(page: Page, language: Language, voucherNumber: string) {
  const words = WORDS[language]
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
  await page.goto(`${prefix(language)}/manage-my-booking`)
  await page.getByLabel(words.voucher).fill(voucherNumber)
  await page.getByLabel(words.lastName).fill(LAST_NAME)
  await page.getByRole('button', { name: words.find }).click()
}

/** Each flow once per language, phone and desktop alternating, so both widths and all three languages are covered. */
function downgradeWidth(language: 'en' | 'de' | 'is'): number {
  return language === 'de' ? 1280 : 390
}

for (const language of ['en', 'de', 'is'] as const) {
  for (const width of [390, 1280]) {
    if (width === downgradeWidth(language))
      test(`${language} ${width}px: the live summary follows protection; a downgrade shows its refund`, async ({
        page,
        savedBooking,
        request,
      }) => {
        const words = WORDS[language]
        await page.setViewportSize({ width, height: 900 })
        const saved = await savedBooking({ lastName: LAST_NAME, locale: language })
        // Premium chosen in manage and paid in full, then the visitor comes back to downgrade.
        await lookUp(page, language, saved.booking.VoucherNumber)
        await expect(page).toHaveURL(/\/manage-booking$/)
        await page.goto(`${prefix(language)}/manage-booking/protection`)
        const total = page.getByTestId('summary-total')
        const before = await total.textContent()
        // No 'Update price' press: choosing a level reprices the summary at once.
        await page.locator('input[name="level"][value="premium"]').check()
        await expect(total).not.toHaveText(before ?? '')
        await expect(page.getByTestId('manage-difference')).toContainText('+')
        await expect(page.getByTestId('protection-excess').first()).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/${language}-protection-${width}.png`, fullPage: true })
        await page.getByRole('button', { name: words.continue }).click()
        await expect(page).toHaveURL(/\/manage-booking\/extras$/)
        await page.getByRole('button', { name: words.continue }).click()
        await expect(page).toHaveURL(/\/manage-booking\/detail$/)
        await page.getByRole('button', { name: words.save }).click()
        await expect(page).toHaveURL(/\/manage-booking\/payment$/)
        await page.getByLabel(/Card number|Kartennummer|Kortanúmer/).fill(TEST_CARDS.success)
        await page.getByLabel(/Expiry date|Ablaufdatum|Gildistími/).fill('12/2030')
        await page.getByLabel(/^CVC/).fill('123')
        await page.getByLabel(/Cardholder name|Name des Karteninhabers|Nafn korthafa/).fill('Anna Gudmundsdottir')
        await page.getByTestId('payment-form').getByRole('button').last().click()
        await expect(page).toHaveURL(/\/manage-booking\/confirmation\?payment=/)

        // Premium → Standard: paid more than the new total, so the difference goes back to the card.
        await page.goto(`${prefix(language)}/manage-booking/protection`)
        await page.locator('input[name="level"][value="standard"]').check()
        // The refund is named in the currency the card was charged in (ISK), beside the booking's.
        await expect(page.getByTestId('manage-refund-due')).toContainText(/ISK|kr/)
        await page.getByRole('button', { name: words.continue }).click()
        await expect(page).toHaveURL(/\/manage-booking\/extras$/)
        await page.getByRole('button', { name: words.continue }).click()
        await page.getByRole('button', { name: words.save }).click()
        await expect(page).toHaveURL(/\/manage-booking\/confirmation$/)
        await expect(page.getByTestId('manage-refund')).toHaveText(words.refunded)
        await expect(page.getByTestId('manage-refund')).toContainText(/€\s?\d|\d\s?€/)
        await expect(page.getByTestId('manage-refund')).toContainText(/ISK|kr/)
        await expect(page.getByTestId('manage-pickup')).toBeVisible()
        await expect(page.getByTestId('manage-voucher')).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/${language}-refund-${width}.png`, fullPage: true })
        const pdf = await page.request.get(`${prefix(language)}/manage-booking/voucher`)
        expect(pdf.headers()['content-type']).toBe('application/pdf')
        const calendarFile = page.waitForEvent('download')
        await page.getByTestId('manage-calendar').click()
        // Unfolded: iCalendar folds lines at 75 octets.
        const calendar = (await readFile(await (await calendarFile).path(), 'utf8')).replace(/\r\n[ \t]/g, '')
        expect(calendar).toContain('BEGIN:VEVENT')
        expect(calendar).toContain(saved.booking.VoucherNumber)
        expect(request).toBeTruthy()
      })

    if (width !== downgradeWidth(language))
      test(`${language} ${width}px: cancelling a pay-at-pickup booking says nothing was charged`, async ({
        page,
        savedBooking,
      }) => {
        const words = WORDS[language]
        await page.setViewportSize({ width, height: 900 })
        const saved = await savedBooking({ lastName: LAST_NAME, locale: language, paymentType: 'payLocally' })
        await lookUp(page, language, saved.booking.VoucherNumber)
        await expect(page).toHaveURL(/\/manage-booking$/)
        await expect(page.getByTestId('manage-cancel-money')).toContainText(words.nothingCharged)
        await expect(page.getByTestId('manage-pickup')).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/${language}-overview-${width}.png`, fullPage: true })
        await page.getByLabel(words.confirm).check()
        await page.getByRole('button', { name: words.cancel, exact: false }).last().click()
        await expect(page).toHaveURL(/\/manage-my-booking$/)
        await expect(page.getByTestId('manage-cancelled')).toContainText(words.cancelled)
        await expect(page.getByTestId('manage-cancelled')).toContainText(words.nothingCharged)
        // Looked up again later: still said to be cancelled, not 'could not find'.
        await page.context().clearCookies()
        await lookUp(page, language, saved.booking.VoucherNumber)
        await expect(page.getByTestId('manage-cancelled')).toContainText(saved.booking.Number)
        await expect(page.getByTestId('manage-errors')).toHaveCount(0)
        await page.screenshot({ path: `${SHOTS}/${language}-cancelled-${width}.png`, fullPage: true })
      })
  }
}
