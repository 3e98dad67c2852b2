#!/usr/bin/env node
// Requests/s, p50 and p99 of our main pages beside a bare Next.js app built in the same run, at 10
// and 50 connections (autocannon), with each page's ratio to the bare static page and the server's
// resident memory at the start, middle and end. Two more bare rows show the floor a real page
// starts from: the static page behind a proxy that only passes it on, and a static page of our pages'
// weight. Each page is measured twice: as a first visit (no cookie) and as a returning visitor who
// agreed to cookies and chose a language (the consent, an analytics and the language cookie).
// Run `npm run build` first.
//   BENCH_SECONDS (default 10) per page and connection count; BENCH_PORT (default 3300);
//   BENCH_CONNECTIONS (default `10,50`).
import { execFileSync } from 'node:child_process'

import autocannon from 'autocannon'

import { buildBareNext, startBareNext } from './lib/bare-next.mjs'
import { firstLink } from './lib/first-link.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3300)
const barePort = port + 1
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number)

/** A returning visitor's cookies: consent given, an analytics id, the language of the page. */
function returningVisitorCookies(path) {
  const language = /^\/(de|es|fr|is|it)(\/|$)/.exec(path)?.[1] ?? 'en'
  return `cookie_consent=granted; _ga=GA1.1.1234567890.1700000000; NEXT_LOCALE=${language}`
}

function isoDay(daysAhead) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)
}

/** The server's resident memory in MB: the largest process of its group (the Next.js server). */
function residentMb(group) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(group)], { encoding: 'utf8' })
  const largest = Math.max(...out.split('\n').filter(Boolean).map(Number))
  return Math.round(largest / 1024)
}

async function measure(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  const failed = result.non2xx + result.errors + result.timeouts
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed }
}

function row(label, figures, baseline, cacheControl) {
  const ratio = baseline ? `${((figures.rps / baseline) * 100).toFixed(1)} %` : ''
  const failed = figures.failed ? `  (${figures.failed} failed)` : ''
  return `${label.padEnd(34)} ${figures.rps.toFixed(0).padStart(7)} ${`${figures.p50} ms`.padStart(9)} ${`${figures.p99} ms`.padStart(9)} ${ratio.padStart(9)}  ${cacheControl}${failed}`
}

console.log('Building the bare Next.js app…')
const bareDir = buildBareNext()
const stopBare = await startBareNext(bareDir, barePort)
const stopOurs = await startServer(port)
const origin = `http://localhost:${port}`
const bare = `http://localhost:${barePort}`
try {
  const model = await firstLink(origin, '/our-cars', '/cars/')
  const car = await firstLink(origin, '/search', '/car/')
  const pages = [
    ['/', '/'],
    ['CMS page /about', '/about'],
    ['/de/', '/de/'],
    ['/our-cars', '/our-cars'],
    [`model page ${model ?? '(none)'}`, model],
    ['/search', '/search'],
    [`car page ${car ?? '(none)'}`, car],
    ['/booking results', `/booking?puDate=${isoDay(30)}&doDate=${isoDay(34)}`],
  ]
  // One untimed pass so the first render of each page is not counted.
  for (const [, path] of pages) if (path) await fetch(`${origin}${path}`)
  const memory = [['start', residentMb(stopOurs.group)]]
  for (const connections of CONNECTIONS) {
    console.log(`\n${connections} connections, ${seconds} s each`)
    console.log(
      `${'Page'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'vs static'.padStart(9)}  Cache-Control`,
    )
    const bareStatic = await measure(`${bare}/`, connections)
    console.log(row('bare Next.js static page', bareStatic, bareStatic.rps, 'static'))
    console.log(
      row('bare Next.js dynamic page', await measure(`${bare}/dynamic`, connections), bareStatic.rps, 'dynamic'),
    )
    // Where the floor is for a real page: the same static page behind a proxy that only passes it
    // on, and a static page of our pages' weight (about 80 kB).
    console.log(
      row('bare static, behind a proxy', await measure(`${bare}/behind-proxy`, connections), bareStatic.rps, 'static'),
    )
    console.log(row('bare static, 80 kB', await measure(`${bare}/heavy`, connections), bareStatic.rps, 'static'))
    for (const [label, path] of pages) {
      if (!path) {
        console.log(`${label.padEnd(34)} not built`)
        continue
      }
      const cacheControl = (await fetch(`${origin}${path}`)).headers.get('cache-control') ?? '–'
      console.log(row(label, await measure(`${origin}${path}`, connections), bareStatic.rps, cacheControl))
      const cookie = returningVisitorCookies(path)
      const asReturning = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' })
      const returningLabel = `  with cookies (${asReturning.headers.get('x-nextjs-cache') ?? asReturning.status})`
      const returning = await measure(`${origin}${path}`, connections, { cookie })
      console.log(row(returningLabel, returning, bareStatic.rps, asReturning.headers.get('cache-control') ?? '–'))
    }
    if (connections === CONNECTIONS[0]) memory.push(['middle', residentMb(stopOurs.group)])
  }
  memory.push(['end', residentMb(stopOurs.group)])
  console.log(`\nServer resident memory: ${memory.map(([at, mb]) => `${at} ${mb} MB`).join(', ')}`)
} finally {
  stopOurs()
  stopBare()
}
