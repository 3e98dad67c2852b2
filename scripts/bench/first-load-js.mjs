#!/usr/bin/env node
// Prints the first-load JavaScript (compressed bytes over the wire) of the main pages, measured in
// Chromium against the production build on a fresh database. Run `npm run build` first.
import { firstLoadJs, launchChromium, printScripts } from './lib/first-load.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3300)
const isVerbose = process.argv.includes('--verbose')
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const PAGES = paths.length ? paths : ['/', '/about', '/faq', '/de/', '/ui-kit']
const BUDGET_KB = 150

const stop = await startServer(port)
try {
  const browser = await launchChromium()
  console.log(`First-load JS, compressed (budget ${BUDGET_KB} kB on content pages)`)
  for (const path of PAGES) {
    const { scripts, bytes } = await firstLoadJs(browser, `http://localhost:${port}${path}`)
    console.log(`${path.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(7)} kB in ${scripts.length} scripts`)
    if (isVerbose) printScripts(scripts)
  }
  await browser.close()
} finally {
  stop()
}
