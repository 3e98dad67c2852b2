import { mkdir, writeFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { addressFor } from './fixtures/dates'
import { continueButton, fillCard, fillDetails } from './fixtures/visitor'
import { expect, STEP_TIMEOUT, TEST_CARDS, test } from './fixtures'

const SHOTS = '/tmp/shots/truth'
const WIDTHS = [390, 1280] as const
const LANGUAGES = [
  { prefix: '', lang: 'en', tooYoung: 'at least 25 years old', needsAge: 'aged 25+', pay: /^Pay / },
  { prefix: '/de', lang: 'de', tooYoung: 'mindestens 25 Jahre', needsAge: 'ab 25 Jahren', pay: /bezahlen$/ },
  { prefix: '/is', lang: 'is', tooYoung: 'minnsta kosti 25 ára', needsAge: '25 ára eða eldri', pay: /^Greiða/ },
] as const

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await atWidth(page, width)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test.describe('one source of truth for cover and ages', () => {
  test.describe.configure({ timeout: 600_000 })

  for (const { prefix, lang, tooYoung, needsAge } of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`${lang} ${width}px: a 19-year-old cannot book a large 4x4 and is told why before tapping`, async ({
        page,
        trip,
      }) => {
        await atWidth(page, width)
        await page.goto(`${prefix}${trip.searchPath}&driverAge=19`)
        const large = page
          .getByTestId('car-card')
          .filter({ hasText: /Land Cruiser|Discovery/ })
          .first()
        await expect(large).toBeVisible({ timeout: STEP_TIMEOUT })
        // Told before tapping: the card is not bookable and names the age; there is no Book now.
        await expect(large).toHaveAttribute('data-bookable', 'false')
        await expect(large.getByTestId('car-needs-age')).toContainText(needsAge)
        await expect(large.getByTestId('choose-car')).toHaveCount(0)
        // A hold asked for anyway (an old tab, a shared link) is refused with the reason.
        const query = new URL(page.url()).searchParams
        query.set('reservationError', 'DRIVER_TOO_YOUNG')
        query.set('minimumAge', '25')
        await page.goto(`${prefix}/booking?${query.toString()}`)
        const modal = page.getByTestId('reservation-error')
        await expect(modal.getByRole('alert')).toContainText(tooYoung)
        await expect(modal.getByRole('alert')).toHaveAttribute('data-error-code', 'DRIVER_TOO_YOUNG')
        await page.screenshot({ path: `${SHOTS}/too-young-${lang}-${width}.png` })
      })
    }
  }

  test('Premium shows its add-ons as included and no longer sells them; the deposit is shown', async ({
    page,
    visitor,
  }) => {
    await visitor.onStep('protection')
    const addon = (code: number) => page.locator(`[data-testid="protection-addon"] input[value="${code}"]`)
    await expect(addon(17)).toBeVisible()
    await expect(page.getByTestId('protection-deposit').first()).toContainText(/€\s?\d/)
    // Before choosing: each level says what it gives at no charge, and what none covers is said once.
    const premiumCard = page.locator('[data-testid="protection-level"][data-level="premium"]')
    await expect(premiumCard.getByTestId('protection-includes')).toContainText('1 extra driver free')
    await expect(premiumCard.getByTestId('protection-includes')).toContainText('Sand and Ash')
    await expect(
      page.locator('[data-testid="protection-level"][data-level="basic"]').getByTestId('protection-includes'),
    ).toHaveCount(0)
    await expect(page.getByTestId('never-covered')).toContainText('River crossings')
    await page.getByRole('radio', { name: /Premium/ }).check()
    const included = page.getByTestId('included-addons')
    await expect(included).toBeVisible({ timeout: STEP_TIMEOUT })
    for (const code of [17, 18, 19]) {
      await expect(included.locator(`[data-code="${code}"]`)).toBeVisible()
      await expect(addon(code)).toHaveCount(0)
    }
    // Roadside assistance is not part of Premium: still for sale.
    await expect(addon(20)).toBeVisible()
    await shoot(page, 'premium-included')
    await continueButton(page).click()
    await expect(page).toHaveURL(/\/booking\/extras\?/, { timeout: STEP_TIMEOUT })
    await expect(page.locator('[data-testid="extra"]', { hasText: /driver/i }).getByTestId('extra-free')).toBeVisible()
    await shoot(page, 'premium-extras')
  })

  test('the insurance page compares the levels from the rental engine', async ({ page }) => {
    await page.goto('/insurance')
    const comparison = page.getByTestId('protection-comparison')
    await expect(comparison).toBeVisible({ timeout: STEP_TIMEOUT })
    await expect(comparison.locator('[data-level="basic"]').getByTestId('cover-excess').first()).toContainText('3,500')
    await expect(comparison.locator('[data-level="premium"]').getByTestId('cover-includes')).toContainText('1')
    await expect(page.getByTestId('minimum-ages')).toContainText('25')
    await expect(page.getByTestId('never-covered')).toContainText('River crossings and water damage')
    await expect(page.locator('main')).not.toContainText('€3,000')
    await shoot(page, 'insurance-page')
  })
})

test.describe('names as people write them', () => {
  test.describe.configure({ timeout: 600_000 })

  // A whole booking per language, each at one width (phone for en and is, desktop for de).
  for (const { prefix, lang, pay } of LANGUAGES) {
    for (const width of [lang === 'de' ? 1280 : 390]) {
      test(`${lang} ${width}px: Guðrún Jónsdóttir books under her own name`, async ({ page, visitor }) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressFor(test.info()) })
        await atWidth(page, width)
        await visitor.onStep('detail', { prefix })
        await fillDetails(page)
        const form = page.getByTestId('detail-form')
        await form.locator('[name="client.firstName"]').fill('Guðrún')
        await form.locator('[name="client.lastName"]').fill('Jónsdóttir')
        await page.screenshot({ path: `${SHOTS}/gudrun-detail-${lang}-${width}.png`, fullPage: true })
        await form.locator('button[type="submit"]').last().click()
        await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/booking/payment\\?`), { timeout: STEP_TIMEOUT })
        const payment = page.getByTestId('payment-form')
        await expect(payment).toBeVisible({ timeout: STEP_TIMEOUT })
        await fillCard(page, TEST_CARDS.success, 'Guðrún Jónsdóttir')
        await payment.getByRole('button', { name: pay }).click()
        await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/booking/confirmation(\\?|$)`), {
          timeout: STEP_TIMEOUT,
        })
        await page.screenshot({ path: `${SHOTS}/gudrun-confirmation-${lang}-${width}.png`, fullPage: true })
        // The manage look-up page is English here (its path differs per language).
        if (lang !== 'en') return
        // The manage look-up takes the Latin form of the last name too; the booking keeps her spelling.
        const voucher = (await page.getByTestId('voucher-number').innerText()).trim()
        await page.goto('/manage-my-booking')
        await page.getByLabel('Voucher number').fill(voucher)
        await page.getByLabel("Driver's last name").fill('JONSDOTTIR')
        await page.getByRole('button', { name: 'Find my booking' }).click()
        await expect(page).toHaveURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT })
        await expect(page.locator('main')).toContainText('Guðrún Jónsdóttir')
        await page.screenshot({ path: `${SHOTS}/gudrun-manage-${lang}-${width}.png`, fullPage: true })
        // Her voucher keeps her spelling; the file is kept for rendering to PNG (pdftoppm) and looking at.
        const voucherPdf = await page.request.get('/manage-booking/voucher')
        expect(voucherPdf.headers()['content-type']).toBe('application/pdf')
        await mkdir(SHOTS, { recursive: true })
        await writeFile(`${SHOTS}/gudrun-voucher.pdf`, await voucherPdf.body())
      })
    }
  }
})
