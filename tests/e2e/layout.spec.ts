import { expect, test } from './fixtures'

const PAGES = [
  '/',
  '/de/',
  '/about',
  '/faq',
  '/driving-in-iceland',
  '/is/terms',
  '/contact',
  '/no-such-page',
  '/ui-kit',
]
const WIDTHS = [390, 1280]

// Each page at phone and desktop width: nothing wider than the screen, and a screenshot to look at.
for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`${path} fits a ${width} px screen`, async ({ page, consoleErrors }, testInfo) => {
      if (path === '/no-such-page')
        consoleErrors.allow(/status of 404/, 'the browser reports the 404 of a missing page')
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const name = `${width}-${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true })
    })
  }
}
