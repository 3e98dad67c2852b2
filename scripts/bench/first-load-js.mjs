#!/usr/bin/env node
// Prints the first-load JavaScript (compressed bytes over the wire) of the main pages, measured in
// Chromium against the production build on a fresh database. Run `npm run build` first.
import { spawn } from 'node:child_process'

import { chromium } from 'playwright-core'

const port = Number(process.env.BENCH_PORT ?? 3300)
const origin = `http://localhost:${port}`
const isVerbose = process.argv.includes('--verbose')
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const PAGES = paths.length ? paths : ['/', '/about', '/faq', '/de/', '/ui-kit']
const BUDGET_KB = 150

const server = spawn('node', ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already stopped
  }
}
process.on('exit', stop)

async function waitForServer() {
  for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`${origin}/`)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('The server did not start')
}

async function firstLoadJs(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
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
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  await context.close()
  return { scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) }
}

try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  console.log(`First-load JS, compressed (budget ${BUDGET_KB} kB on content pages)`)
  for (const path of PAGES) {
    const { scripts, bytes } = await firstLoadJs(browser, path)
    console.log(`${path.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(7)} kB in ${scripts.length} scripts`)
    if (isVerbose) {
      for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`)
      }
    }
  }
  await browser.close()
} finally {
  stop()
}
