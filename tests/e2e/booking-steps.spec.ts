import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'

const SHOTS = '/tmp/shots/steps'
/** Each step is a server round trip; the shared dev server can be slow to compile it. */
const STEP = { timeout: 180_000 }

/** The amount of a price such as '€1,234.50' or '12.346 kr.' as a number (English formatting). */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''))
}

function summaryTotal(page: Page): Locator {
  return page.getByTestId('booking-summary').getByTestId('summary-total')
}

function level(page: Page, name: 'basic' | 'standard' | 'premium'): Locator {
  return page.locator(`[data-testid="protection-level"][data-level="${name}"]`)
}

async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([])
}

test.describe('booking steps: insurance and extras', () => {
  test.describe.configure({ timeout: 900_000 })

  test('choosing protection and extras reprices the summary and leads to the details step', async ({
    page,
    visitor,
  }) => {
    await visitor.onStep('protection')
    const summary = page.getByTestId('booking-summary')
    await expect(summary).toHaveAttribute('data-state', 'filled')
    await expect(summary.getByTestId('summary-car')).not.toBeEmpty()
    await expect(level(page, 'basic').getByRole('radio')).toBeChecked()
    await expect(level(page, 'basic').getByTestId('protection-price')).toHaveText('Included')
    await expect(level(page, 'premium').getByTestId('protection-price')).toContainText(/€\s?\d+.*per day/)
    await expect(level(page, 'premium').getByTestId('protection-excess')).toContainText('No excess')
    await expect(summary).toContainText('Save 10%')
    const basicTotal = amountOf(await summaryTotal(page).textContent())
    expect(basicTotal).toBeGreaterThan(0)

    await level(page, 'premium').click()
    await expect(summary.getByTestId('summary-protection')).toContainText('Premium', STEP)
    await expect(level(page, 'premium').getByRole('radio')).toBeChecked()
    await expect.poll(async () => amountOf(await summaryTotal(page).textContent()), STEP).toBeGreaterThan(basicTotal)
    const premiumTotal = amountOf(await summaryTotal(page).textContent())

    await page.getByRole('button', { name: 'Continue to extras' }).click()
    await expect(page).toHaveURL(/\/booking\/extras\?.*apiKey=/, STEP)
    await expect(page.getByTestId('booking-steps').locator('[aria-current="step"]')).toContainText('Extras')
    await expect(summary.getByTestId('summary-protection')).toContainText('Premium', STEP)

    const extra = page
      .getByTestId('extra')
      .filter({ has: page.getByRole('button', { name: /^Add one/ }) })
      .filter({ hasText: 'per day' })
      .first()
    const name = (await extra.locator('p').first().textContent()) ?? ''
    await extra.getByRole('button', { name: /^Add one/ }).click()
    await expect(extra).toHaveAttribute('data-quantity', '1', STEP)
    await extra.getByRole('button', { name: /^Add one/ }).click()
    await expect(extra).toHaveAttribute('data-quantity', '2', STEP)
    await expect(summary.getByTestId('summary-extra')).toContainText(`${name} × 2`, STEP)
    await expect.poll(async () => amountOf(await summaryTotal(page).textContent()), STEP).toBeGreaterThan(premiumTotal)

    await page.getByRole('button', { name: 'Continue to your details' }).click()
    await expect(page).toHaveURL(/\/booking\/detail\?.*apiKey=/, STEP)
  })

  test('the step guard sends a visitor to the first step not done', async ({ page, visitor }) => {
    await page.goto('/booking/extras')
    await expect(page).toHaveURL(/\/booking(\?|$)/, STEP)

    await visitor.onStep('protection')
    const query = new URL(page.url()).search
    await page.goto(`/booking/extras${query}`)
    await expect(page).toHaveURL(/\/booking\/protection\?/, STEP)
  })

  test('switching the currency to ISK changes the summary and the protection prices', async ({ page, visitor }) => {
    await visitor.onStep('protection')
    await expect(summaryTotal(page)).toContainText('€')
    await page.getByTestId('currency-switch').getByRole('link', { name: /ISK/ }).click()
    await expect(page).toHaveURL(/currency=ISK/, STEP)
    await expect(summaryTotal(page)).toContainText(/\d kr\./)
    await expect(page.getByTestId('summary-pay-now')).toContainText('kr.')
    await expect(level(page, 'premium').getByTestId('protection-price')).toContainText(/\d kr\./)
    await expect(page.getByTestId('protection-addon').first()).toContainText('kr.')
    await expect(page.getByTestId('currency-switch').getByRole('link', { name: /ISK/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('a keyboard alone chooses a protection level and continues', async ({ page, visitor }) => {
    await visitor.onStep('protection')
    const basic = level(page, 'basic').getByRole('radio')
    for (
      let presses = 0;
      presses < 60 && !(await basic.evaluate((radio) => radio === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(basic).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('summary-protection')).toContainText('Standard', STEP)
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('summary-protection')).toContainText('Premium', STEP)
    const premium = level(page, 'premium').getByRole('radio')
    await expect(premium).toBeFocused()
    await page.keyboard.press('Space')
    await expect(premium).toBeChecked()

    const next = page.getByRole('button', { name: 'Continue to extras' })
    for (
      let presses = 0;
      presses < 20 && !(await next.evaluate((button) => button === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/booking\/extras\?/, STEP)
    await expect(page.getByTestId('summary-protection')).toContainText('Premium', STEP)
  })

  for (const width of [390, 1280]) {
    test(`both steps pass axe at ${width} px`, async ({ page, visitor }) => {
      await page.setViewportSize({ width, height: 900 })
      await visitor.onStep('protection')
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/protection-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Continue to extras' }).click()
      await expect(page).toHaveURL(/\/booking\/extras\?/, STEP)
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${SHOTS}/extras-${width}.png`, fullPage: true })
    })
  }
})
