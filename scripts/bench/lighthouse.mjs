#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the main pages and every booking step of the
// production build, in Debian's Chromium: performance, accessibility, best practices, SEO, LCP, TBT,
// CLS and the script kB transferred. Run `npm run build` first. Pages may be given as arguments.
// Each page is audited cold (storage reset, as a first visit) BENCH_RUNS times (default 3) and the
// median of each figure is printed, with the largest paint's element and where its time went.
// A bare Next.js app (same Next, production build) is audited first in the same run: its static page
// and an 80 kB one are the floor this machine gives any App Router page under the CLI's fixed 4x CPU
// slowdown, which weighs more on a slow machine (see the printed benchmarkIndex).
//   BENCH_PORT (default 3302; the bare app on BENCH_PORT + 1); --no-steps skips the booking steps;
//   --no-bare skips the bare app.
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

import { buildBareNext, startBareNext } from './lib/bare-next.mjs'
import { walkBookingSteps } from './lib/booking-visitor.mjs'
import { firstLink } from './lib/first-link.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3302)
const debuggingPort = port + 100
const origin = `http://localhost:${port}`
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const withSteps = !process.argv.includes('--no-steps')
const withBare = !process.argv.includes('--no-bare')
const barePort = port + 1
const runs = Number(process.env.BENCH_RUNS ?? 3)

async function audit(url, cookies = []) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie }, disableStorageReset: true } : {}),
  })
  const { categories, audits, environment } = result.lhr
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
    benchmarkIndex: environment?.benchmarkIndex ?? Number.NaN,
    lcpElement: lcpElementOf(audits),
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

/** The largest paint's element (its tag and first class) and its phases, e.g. `img.hero ttfb 80 + delay 90 + load 300 + render 40 ms`. */
function lcpElementOf(audits) {
  const items = audits['lcp-breakdown-insight']?.details?.items ?? []
  const node = items.find((item) => item.type === 'node')
  const phases = items.find((item) => item.type === 'table')?.items ?? []
  const short = {
    timeToFirstByte: 'ttfb',
    resourceLoadDelay: 'delay',
    resourceLoadDuration: 'load',
    elementRenderDelay: 'render',
  }
  const tag = node?.snippet?.match(/^<(\w+)/)?.[1] ?? '?'
  const phaseText = phases
    .map((phase) => `${short[phase.subpart] ?? phase.subpart} ${Math.round(phase.duration)}`)
    .join(' + ')
  return `${tag} ${phaseText} ms`
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** `runs` cold audits of one page; each figure is the median of the runs, the LCP element the median LCP's run's. */
async function medianAudit(url, cookies = []) {
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await audit(url, cookies))
  const byLcp = [...results].sort((a, b) => a.lcp - b.lcp)
  const middle = byLcp[Math.floor(byLcp.length / 2)]
  const figure = (key) => median(results.map((result) => result[key]))
  return {
    ...middle,
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    seo: figure('seo'),
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    scriptKb: figure('scriptKb'),
    benchmarkIndex: figure('benchmarkIndex'),
  }
}

/** Booking results for a 4-day rental `daysAhead` days from now, as a visitor's search asks for them. */
function bookingResultsPath(daysAhead) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  return `/booking?puDate=${day(daysAhead)}&doDate=${day(daysAhead + 4)}`
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
    ` ${r.lcpElement}`,
    r.seoMisses.length ? ` seo misses: ${r.seoMisses.join(', ')}` : '',
  ].join(' ')
}

let stopBare = () => {}
let bareDir = ''
if (withBare) {
  console.log('Building the bare Next.js app…')
  bareDir = buildBareNext()
}
const stop = await startServer(port)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
})
try {
  const model = await firstLink(origin, '/our-cars', '/cars/')
  const car = await firstLink(origin, '/search', '/car/')
  const results = bookingResultsPath(40)
  const pages = paths.length
    ? paths
    : ['/', '/about', '/de/', '/our-cars', model, '/search', car, results, '/manage-my-booking']
  console.log(`Lighthouse mobile, cold; median of ${runs} run(s) per page`)
  console.log(
    `${'Page (Lighthouse mobile)'.padEnd(36)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ${'script'.padStart(10)}  LCP element and phases`,
  )
  const benchmarkIndexes = []
  const audited = async (label, url, cookies) => {
    const result = await medianAudit(url, cookies)
    benchmarkIndexes.push(result.benchmarkIndex)
    console.log(row(label, result))
  }
  if (withBare) {
    // Started only now, so it does not share the CPU with our server's seeding.
    stopBare = await startBareNext(bareDir, barePort)
    await audited('bare Next.js static page', `http://localhost:${barePort}/`)
    await audited('bare Next.js, 80 kB page', `http://localhost:${barePort}/heavy`)
    stopBare()
  }
  for (const path of pages.filter(Boolean))
    await audited(path.startsWith('/booking?') ? '/booking (results)' : path, `${origin}${path}`)
  if (withSteps) {
    // Each step is audited while the visitor stands on it: later steps move the booking on.
    await walkBookingSteps({
      browser,
      origin,
      atStep: async (step, page, visitor) => audited(`booking: ${step}`, page.url(), await visitor.cookies()),
    })
  }
  const indexes = benchmarkIndexes.filter(Number.isFinite)
  if (indexes.length)
    console.log(
      `Lighthouse benchmarkIndex of this machine during the run: ${Math.min(...indexes)}–${Math.max(...indexes)} (median ${median(indexes)})`,
    )
} finally {
  await browser.close()
  stopBare()
  stop()
}
