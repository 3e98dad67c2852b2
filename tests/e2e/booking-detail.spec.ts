import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { expect, STEP_TIMEOUT, test } from './fixtures'

const SHOTS = '/tmp/shots/detail'
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`

function form(page: Page): Locator {
  return page.getByTestId('detail-form')
}

async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

/** Presses Tab until `target` has the focus (a date field takes several Tabs, one per part). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function fillValidDetails(page: Page): Promise<void> {
  const renter = page.getByTestId('renter')
  await renter.getByLabel('First name').fill('Anna')
  await renter.getByLabel('Last name').fill("O'Neill")
  await renter.getByLabel('Email').fill('anna@example.com')
  await renter.getByLabel('Phone').fill('+354 555 1234')
  const driver = page.getByTestId('main-driver')
  await driver.getByLabel('Licence number').fill('B1234567')
  await driver.getByLabel('Licence expiry date').fill(NEXT_YEAR)
}

test.describe('booking detail: personal information', () => {
  // Four steps through a shared dev server that compiles pages on first use.
  test.describe.configure({ timeout: 600_000 })

  test('empty names and names with digits show the spec messages (any alphabet is a name, ADR 010); a valid form goes on to payment', async ({
    page,
    trip,
    visitor,
  }) => {
    await visitor.onStep('detail')
    await expect(page.getByTestId('booking-steps').locator('[aria-current="step"]')).toContainText(
      'Personal Information',
    )
    await expect(form(page).getByLabel('Driver age')).toHaveValue('25')
    await expect(form(page).getByLabel('Country')).toHaveValue('GB')
    await expect(form(page).getByLabel('The renter is the driver')).toBeChecked()

    await form(page).getByRole('button', { name: 'Continue to payment' }).click()
    const summary = page.getByTestId('detail-error-summary')
    await expect(summary).toContainText('First name is required')
    await expect(summary).toContainText('Last name is required')
    await expect(summary).toContainText('Email is required')
    await expect(summary).toContainText('Licence number is required')
    await expect(summary).toContainText('Please select a valid expiry date or check Does not expire')
    const firstName = page.getByTestId('renter').getByLabel('First name')
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toHaveAccessibleDescription(/First name is required/)

    await firstName.fill('Jón2')
    await expect(page.getByTestId('renter')).toContainText('Only English letters are allowed')
    await page.getByTestId('renter').getByLabel('Email').fill('not-an-email')
    await expect(page.getByTestId('renter')).toContainText('Invalid email')

    await fillValidDetails(page)
    await page.getByTestId('main-driver').getByLabel('Licence expiry date').fill('2020-01-01')
    await form(page).getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByTestId('main-driver')).toContainText(
      'Please select a valid expiry date or check Does not expire',
    )
    await page.getByTestId('main-driver').getByLabel('Does not expire').check()
    await expect(page.getByTestId('main-driver').getByLabel('Licence expiry date')).toBeDisabled()
    await form(page).getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/booking\/payment\?/, { timeout: STEP_TIMEOUT })
    expect(new URL(page.url()).searchParams.get('puDate')).toBe(trip.pickupDate)

    // Coming back, the form shows what was stored.
    await page.goBack()
    await expect(page).toHaveURL(/\/booking\/detail\?/, { timeout: STEP_TIMEOUT })
    await page.reload()
    await expect(page.getByTestId('renter').getByLabel('First name')).toHaveValue('Anna', { timeout: STEP_TIMEOUT })
    await expect(page.getByTestId('main-driver').getByLabel('Does not expire')).toBeChecked()
  })

  test('additional drivers are added, validated and removed; the server stores them', async ({ page, visitor }) => {
    await visitor.onStep('detail')
    await fillValidDetails(page)
    await page.getByTestId('main-driver').getByLabel('The renter is the driver').uncheck()
    const main = page.getByTestId('main-driver')
    await main.getByLabel('First name').fill('Bob')
    await main.getByLabel('Last name').fill('Smith')

    await page.getByRole('button', { name: 'Add a driver' }).click()
    const second = page.getByTestId('additional-driver').first()
    await expect(second.getByLabel('First name')).toBeFocused()
    await page.getByRole('button', { name: 'Add a driver' }).click()
    await expect(page.getByTestId('additional-driver')).toHaveCount(2)
    await page.getByRole('button', { name: 'Remove additional driver 2' }).click()
    await expect(page.getByTestId('additional-driver')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Add a driver' })).toBeFocused()

    await second.getByLabel('First name').fill('Björk3')
    await form(page).getByRole('button', { name: 'Continue to payment' }).click()
    await expect(second).toContainText('Only English letters are allowed')
    await expect(second).toContainText('Last name is required')
    await expect(second.getByLabel('First name')).toBeFocused()

    await second.getByLabel('First name').fill('Bjork')
    await second.getByLabel('Last name').fill('Gudmundsdottir')
    await second.getByLabel('Licence number').fill('IS 998877')
    await second.getByLabel('ID or passport number').fill('P998877')
    await second.getByLabel('Does not expire').check()
    await form(page).getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/booking\/payment\?/, { timeout: STEP_TIMEOUT })

    await page.goto(page.url().replace('/booking/payment', '/booking/detail'))
    await expect(page.getByTestId('main-driver').getByLabel('The renter is the driver')).not.toBeChecked({
      timeout: STEP_TIMEOUT,
    })
    await expect(page.getByTestId('main-driver').getByLabel('First name')).toHaveValue('Bob')
    const stored = page.getByTestId('additional-driver').first()
    await expect(stored.getByLabel('Last name')).toHaveValue('Gudmundsdottir')
    await expect(stored.getByLabel('ID or passport number')).toHaveValue('P998877')
    await expect(stored.getByLabel('Does not expire')).toBeChecked()
  })

  test('in German the messages are German', async ({ page, visitor }) => {
    await visitor.onStep('detail', { prefix: '/de' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Angaben')
    await form(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click()
    const summary = page.getByTestId('detail-error-summary')
    await expect(summary).toContainText('Vorname ist erforderlich')
    await expect(summary).toContainText('Bitte wählen Sie ein gültiges Ablaufdatum')
    await page.getByTestId('renter').getByLabel('Vorname').fill('Jón2')
    await expect(page.getByTestId('renter')).toContainText('Nur englische Buchstaben sind erlaubt')
    await expect(form(page).getByLabel('Land')).toHaveValue('DE')
    await expect(form(page).getByLabel('Land').locator('option:checked')).toHaveText('Deutschland')
  })

  test('the server checks the form again: without JavaScript its errors show in place', async ({
    page,
    browser,
    consoleErrors,
    visitor,
  }) => {
    await visitor.onStep('detail')
    // The same visitor (cookies) opens the step with JavaScript off: the form posts as a plain form.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    consoleErrors.watch(context)
    const noScript = await context.newPage()
    await noScript.goto(page.url())
    await noScript.getByTestId('renter').getByLabel('First name').fill('Jón2')
    await form(noScript).getByRole('button', { name: 'Continue to payment' }).click()
    const summary = noScript.getByTestId('detail-error-summary')
    await expect(summary).toContainText('Only English letters are allowed', { timeout: STEP_TIMEOUT })
    await expect(summary).toContainText('Email is required')
    await expect(noScript.getByTestId('renter').getByLabel('First name')).toHaveValue('Jón2')
    await expect(noScript.getByTestId('renter').getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    await context.close()
  })

  test('keyboard only: fill in and submit', async ({ page, visitor }) => {
    await visitor.onStep('detail')
    const firstName = page.getByTestId('renter').getByLabel('First name')
    await firstName.focus()
    await page.keyboard.type('Anna')
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('renter').getByLabel('Last name')).toBeFocused()
    await page.keyboard.type('Smith')
    await page.keyboard.press('Tab')
    await page.keyboard.type('anna@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('+354 555 1234')
    await tabTo(page, page.getByTestId('main-driver').getByLabel('Licence number'))
    await page.keyboard.type('B1234567')
    const doesNotExpire = page.getByTestId('main-driver').getByLabel('Does not expire')
    await tabTo(page, doesNotExpire)
    await page.keyboard.press('Space')
    await expect(doesNotExpire).toBeChecked()
    await tabTo(page, form(page).getByRole('button', { name: 'Continue to payment' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/booking\/payment\?/, { timeout: STEP_TIMEOUT })
  })

  for (const width of [390, 1280]) {
    test(`no serious accessibility issues at ${width} px, with and without errors`, async ({ page, visitor }) => {
      await page.setViewportSize({ width, height: 900 })
      await visitor.onStep('detail')
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/detail-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Add a driver' }).click()
      await form(page).getByRole('button', { name: 'Continue to payment' }).click()
      await expect(page.getByTestId('detail-error-summary')).toContainText('First name is required')
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/detail-errors-${width}.png`, fullPage: true })
    })
  }
})
