// First-load JavaScript of one page: compressed bytes of every script fetched, in a cold context.
import { chromium } from 'playwright-core'

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Loads `url` at phone width in a new context (empty cache; `cookies` copied in) and sums its scripts. */
export async function firstLoadJs(browser, url, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies(cookies)
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes().catch(() => null)
    // A script fetched twice (preload, then execution) counts once; a size of -1 means cached.
    if (sizes && sizes.responseBodySize >= 0 && !scripts.some((script) => script.url === request.url())) {
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize })
    }
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const finalPath = new URL(page.url()).pathname
  await context.close()
  return { scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), finalPath }
}

export function printScripts(scripts) {
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`)
  }
}
