#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the main pages and every booking step of the
// production build, in Debian's Chromium: performance, accessibility, best practices, SEO, LCP, TBT,
// CLS and the script kB transferred. Run `npm run build` first. Pages may be given as arguments.
//   BENCH_PORT (default 3302); --no-steps skips the booking steps.
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

import { walkBookingSteps } from './lib/booking-visitor.mjs'
import { firstLink } from './lib/first-link.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3302)
const debuggingPort = port + 100
const origin = `http://localhost:${port}`
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const withSteps = !process.argv.includes('--no-steps')

async function audit(url, cookies = []) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie }, disableStorageReset: true } : {}),
  })
  const { categories, audits } = result.lhr
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
  const requests = audits['network-requests']?.details?.items ?? []
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptKb: scriptBytes / 1024,
    // The SEO audits the page fails, so a score below 100 says why.
    seoMisses: (categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const items = audits[ref.id]?.details?.items ?? []
        const texts = ref.id === 'link-text' ? items.map((item) => `"${item.text}"`) : []
        return texts.length ? `${ref.id} (${texts.join(', ')})` : ref.id
      }),
  }
}

function row(label, r) {
  return [
    label.padEnd(36),
    String(r.performance).padStart(5),
    String(r.accessibility).padStart(5),
    String(r.bestPractices).padStart(5),
    String(r.seo).padStart(5),
    `${(r.lcp / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(r.tbt)} ms`.padStart(8),
    r.cls.toFixed(3).padStart(7),
    `${r.scriptKb.toFixed(1)} kB`.padStart(10),
    r.seoMisses.length ? ` seo misses: ${r.seoMisses.join(', ')}` : '',
  ].join(' ')
}

const stop = await startServer(port)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
})
try {
  const model = await firstLink(origin, '/our-cars', '/cars/')
  const car = await firstLink(origin, '/search', '/car/')
  const pages = paths.length ? paths : ['/', '/about', '/de/', '/our-cars', model, '/search', car, '/manage-my-booking']
  console.log(
    `${'Page (Lighthouse mobile)'.padEnd(36)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ${'script'.padStart(10)}`,
  )
  for (const path of pages.filter(Boolean)) console.log(row(path, await audit(`${origin}${path}`)))
  if (withSteps) {
    // Each step is audited while the visitor stands on it: later steps move the booking on.
    await walkBookingSteps({
      browser,
      origin,
      atStep: async (step, page, visitor) =>
        console.log(row(`booking: ${step}`, await audit(page.url(), await visitor.cookies()))),
    })
  }
} finally {
  await browser.close()
  stop()
}
