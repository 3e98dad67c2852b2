import { expect, test } from './fixtures'

test.describe('CMS pages render every block type', () => {
  test('home: banner, info grid, links and a content collection', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('block-banner').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('block-infoGrid').getByRole('heading').first()).toBeVisible()
    await expect(page.getByTestId('block-links').getByRole('link').first()).toBeVisible()
    await expect(page.getByTestId('block-contentCollection').first()).toBeVisible()
    await expect(page.getByTestId('item-text').first()).toBeVisible()
    await expect(page.getByTestId('item-textarea').first()).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@context': 'https://schema.org' })
  })

  test('a button with a video opens the video popup, Escape closes it', async ({ page }) => {
    await page.goto('/driving-in-iceland')
    await page.getByTestId('item-button').locator('button').first().click()
    const modal = page.getByTestId('video-modal')
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(page.getByTestId('item-video')).toBeVisible()
  })

  test('tabs switch with the keyboard and open from the URL hash', async ({ page }) => {
    await page.goto('/driving-in-iceland')
    const tabs = page.getByTestId('block-tabs')
    const first = tabs.getByRole('tab').first()
    const second = tabs.getByRole('tab').nth(1)
    await first.click()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.getByRole('tabpanel')).toBeVisible()
    const secondId = await second.getAttribute('id')
    await page.goto(`/driving-in-iceland#${secondId}`)
    await expect(page.getByTestId('block-tabs').getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
  })

  test('the gallery opens in a modal and steps through images', async ({ page }) => {
    await page.goto('/about')
    await page.getByTestId('item-gallery').locator('button').first().click()
    const modal = page.getByTestId('gallery-modal')
    await expect(modal).toBeVisible()
    await expect(modal.getByTestId('gallery-counter')).toContainText('1')
    await modal.getByRole('button', { name: 'Next image' }).click()
    await expect(modal.getByTestId('gallery-counter')).toContainText('2')
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
  })

  test('terms: a file download and a date in the page language', async ({ page }) => {
    await page.goto('/de/terms')
    await expect(page.getByTestId('item-file').getByRole('link')).toHaveAttribute('href', /\.pdf$/)
    await expect(page.getByTestId('item-date').first()).toBeVisible()
  })

  test('links, link and chatbot items: the chatbot falls back to the contact page', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByTestId('item-link').first()).toBeVisible()
    await page.goto('/contact')
    await expect(page.getByTestId('item-links').getByRole('link').first()).toBeVisible()
    await page.goto('/faq')
    await page.locator('[data-chatbot-trigger]').first().click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('a page that is not indexable says noindex', async ({ page }) => {
    await page.goto('/campaign-preview')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.goto('/about')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
})
