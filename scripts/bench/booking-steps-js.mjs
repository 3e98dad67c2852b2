#!/usr/bin/env node
// Prints the first-load JavaScript (compressed bytes over the wire) of every booking step, measured
// in Chromium against the production build on a fresh database. A visitor is driven through the
// steps (search, Book now, Insurance, Extras, Personal Information, pay at pickup); each step is
// then loaded once more in a cold context holding that visitor's cookies. Run `npm run build` first.
import { firstLoadJs, launchChromium, printScripts } from './lib/first-load.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3301)
const origin = `http://localhost:${port}`
const isVerbose = process.argv.includes('--verbose')
const BUDGET_KB = 250

function inDays(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

const stop = await startServer(port)
try {
  const browser = await launchChromium()
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await visitor.newPage()
  const measured = []
  const measure = async (step) => {
    const url = page.url()
    const result = await firstLoadJs(browser, url, await visitor.cookies())
    if (!result.finalPath.endsWith(new URL(url).pathname)) throw new Error(`${step}: sent on to ${result.finalPath}`)
    measured.push({ step, ...result })
  }
  const proceed = async (pathPart) => {
    await page.locator('main button[name="intent"][value="continue"]').click()
    await page.waitForURL(new RegExp(`/booking/${pathPart}\\?`))
  }

  await page.goto(`${origin}/booking?puDate=${inDays(40)}&doDate=${inDays(44)}`)
  await measure('search')
  await page.getByTestId('car-card').first().getByTestId('choose-car').getByRole('button').click()
  await page.waitForURL(/\/booking\/protection\?/)
  await measure('protection')
  await proceed('extras')
  await measure('extras')
  await proceed('detail')
  await measure('detail')
  const form = page.getByTestId('detail-form')
  await form.locator('[name="client.firstName"]').fill('Bench')
  await form.locator('[name="client.lastName"]').fill('Visitor')
  await form.locator('[name="client.email"]').fill('bench@example.com')
  await form.locator('[name="client.phone"]').fill('+354 555 1234')
  await form.locator('[name="mainDriver.licenseNumber"]').fill('B1234567')
  await form.locator('[name="mainDriver.expiry.date"]').fill(`${new Date().getUTCFullYear() + 2}-06-30`)
  await form.locator('button[type="submit"]').last().click()
  await page.waitForURL(/\/booking\/payment\?/)
  await page.getByTestId('payment-form').waitFor()
  await measure('payment')
  await page.getByTestId('payment-choice-pickup').getByRole('radio').check()
  await page.getByTestId('payment-form').locator('button[type="submit"]').last().click()
  await page.waitForURL(/\/booking\/confirmation/)
  await measure('confirmation')
  await browser.close()

  console.log(`First-load JS of the booking steps, compressed (budget ${BUDGET_KB} kB)`)
  for (const { step, scripts, bytes } of measured) {
    console.log(`${step.padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)} kB in ${scripts.length} scripts`)
    if (isVerbose) printScripts(scripts)
  }
} finally {
  stop()
}
