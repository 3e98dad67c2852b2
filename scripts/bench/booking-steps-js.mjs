#!/usr/bin/env node
// Prints the first-load JavaScript (compressed bytes over the wire) of every booking step, measured
// in Chromium against the production build on a fresh database. A visitor is driven through the
// steps; each step is then loaded once more in a cold context holding that visitor's cookies.
// Run `npm run build` first.
import { walkBookingSteps } from './lib/booking-visitor.mjs'
import { firstLoadJs, launchChromium, printScripts } from './lib/first-load.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3301)
const origin = `http://localhost:${port}`
const isVerbose = process.argv.includes('--verbose')
const BUDGET_KB = 200

const stop = await startServer(port)
try {
  const browser = await launchChromium()
  const measured = []
  await walkBookingSteps({
    browser,
    origin,
    atStep: async (step, page, visitor) => {
      const url = page.url()
      const result = await firstLoadJs(browser, url, await visitor.cookies())
      if (!result.finalPath.endsWith(new URL(url).pathname)) throw new Error(`${step}: sent on to ${result.finalPath}`)
      measured.push({ step, ...result })
    },
  })
  await browser.close()

  console.log(`First-load JS of the booking steps, compressed (budget ${BUDGET_KB} kB)`)
  for (const { step, scripts, bytes } of measured) {
    console.log(`${step.padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)} kB in ${scripts.length} scripts`)
    if (isVerbose) printScripts(scripts)
  }
} finally {
  stop()
}
