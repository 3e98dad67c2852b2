import { continueButton } from './fixtures/visitor'
import { expect, STEP_TIMEOUT, test } from './fixtures'

/**
 * Issue 30, point 11: the next step lands at once, not after an animated scroll from where the
 * previous step was left (smooth scrolling is for in-page links only).
 */
test('Continue from the bottom of the protection step lands on the extras without an animated scroll', async ({
  page,
  visitor,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await visitor.onStep('protection')
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  const startY = await page.evaluate(() => window.scrollY)
  expect(startY).toBeGreaterThan(800)
  // Every scroll position the window passes through from here on.
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as Window & { seenScroll?: number[] }).seenScroll = seen
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)), { passive: true })
  })
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/booking\/extras\?/, { timeout: STEP_TIMEOUT })
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await page.waitForTimeout(600)
  const seen = await page.evaluate(() => (window as Window & { seenScroll?: number[] }).seenScroll ?? [])
  // An animation passes through many positions on its way up; a jump lands on one (the step's top).
  const between = new Set(seen.filter((y) => y > 0 && y < startY))
  expect([...between].length, `scrolled through ${[...between].join(', ')}`).toBeLessThanOrEqual(1)
})
