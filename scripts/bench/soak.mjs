#!/usr/bin/env node
// Mixed load on the production server inside a 512 MB heap: content pages and booking results at 20
// connections (autocannon), and a booking made through the booking API every few seconds, for
// BENCH_MINUTES (default 10). Prints the server's resident memory every 30 s and the trend, and
// fails if the server crashed or a booking failed. Run `npm run build` first. BENCH_PORT (3310).
import { execFileSync } from 'node:child_process'

import autocannon from 'autocannon'

import { firstLink } from './lib/first-link.mjs'
import { startServer } from './lib/server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3310)
const minutes = Number(process.env.BENCH_MINUTES ?? 10)
const BOOKING_EVERY_MS = 3_000
const SAMPLE_EVERY_MS = 30_000
const HEAP_MB = 512
const origin = `http://localhost:${port}`

function isoDay(daysAhead) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)
}

function residentMb(group) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(group)], { encoding: 'utf8' })
  return Math.round(Math.max(...out.split('\n').filter(Boolean).map(Number)) / 1024)
}

async function post(path, body, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  return response.json()
}

/** One booking as the site's client makes it: log in, search, hold the first bookable car, save. */
async function book(n) {
  const start = 20 + (n % 300)
  const trip = { DateOut: `${isoDay(start)}T10:00:00`, DateIn: `${isoDay(start + 3)}T10:00:00` }
  const { accessToken } = await post('/v2/auth/login', {
    api_key: 'vegur-public-site-key',
    client_id: 'vegur-web',
    salt: `soak-${n}`,
    remember: false,
  })
  const headers = { authorization: `Bearer ${accessToken}` }
  const office = { OfficeOutId: 'brimb1', OfficeInId: 'brimb1' }
  const search = await post(
    '/api/renteon-availability',
    { ...office, DateTimeOut: trip.DateOut, DateTimeIn: trip.DateIn },
    headers,
  )
  const car = search.data.carCategories.find((category) => !category.onRequest)
  if (!car) return false
  const { data: booking } = await post(
    '/api/renteon-booking-create',
    { ...office, CarCategoryId: car.id, ...trip },
    headers,
  )
  await post(
    '/api/renteon-booking-save',
    {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client: { firstName: 'Soak', lastName: 'Test', email: 'soak@example.com', phone: '+354 555 0000', country: 'IS' },
      drivers: [{ firstName: 'Soak', lastName: 'Test', licenseNumber: 'IS-1', expiry: null }],
      paymentType: 'payLocally',
      locale: 'en',
    },
    headers,
  )
  return true
}

process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${HEAP_MB}`.trim()
const stop = await startServer(port)
let failed = false
try {
  const model = await firstLink(origin, '/our-cars', '/cars/')
  const car = await firstLink(origin, '/search', '/car/')
  const paths = [
    '/',
    '/about',
    '/de/',
    '/our-cars',
    model,
    '/search',
    '/search?sort=price-asc',
    car,
    `/booking?puDate=${isoDay(30)}&doDate=${isoDay(34)}`,
    `/booking?puDate=${isoDay(60)}&doDate=${isoDay(62)}`,
  ].filter(Boolean)
  console.log(`${minutes} min of mixed load at 20 connections on ${paths.length} pages, a booking every 3 s,`)
  console.log(`server heap capped at ${HEAP_MB} MB (NODE_OPTIONS=${process.env.NODE_OPTIONS})\n`)

  const samples = [{ at: 0, mb: residentMb(stop.group) }]
  const began = Date.now()
  const sampler = setInterval(() => {
    const sample = { at: Math.round((Date.now() - began) / 1000), mb: residentMb(stop.group) }
    samples.push(sample)
    console.log(`  ${String(sample.at).padStart(4)} s  ${String(sample.mb).padStart(5)} MB resident`)
  }, SAMPLE_EVERY_MS)

  const bookings = { made: 0, full: 0, failed: 0 }
  let n = 0
  const booker = setInterval(() => {
    book(n++).then(
      (made) => (made ? bookings.made++ : bookings.full++),
      (error) => {
        bookings.failed++
        console.error(`  a booking failed: ${error.message}`)
      },
    )
  }, BOOKING_EVERY_MS)

  const load = await autocannon({
    url: origin,
    connections: 20,
    duration: minutes * 60,
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  clearInterval(booker)
  clearInterval(sampler)
  samples.push({ at: Math.round((Date.now() - began) / 1000), mb: residentMb(stop.group) })

  const alive = await fetch(`${origin}/`).then(
    (response) => response.status < 500,
    () => false,
  )
  const third = Math.max(1, Math.floor(samples.length / 3))
  const mean = (list) => list.reduce((sum, sample) => sum + sample.mb, 0) / list.length
  const middle = mean(samples.slice(third, 2 * third))
  const last = mean(samples.slice(-third))
  const growth = ((last - middle) / middle) * 100
  const errors = load.non2xx + load.errors + load.timeouts
  console.log(`\nRequests: ${load.requests.total} (${load.requests.average.toFixed(0)}/s), p50 ${load.latency.p50} ms,`)
  console.log(`  p99 ${load.latency.p99} ms, non-2xx/errors/timeouts ${errors}`)
  console.log(
    `Bookings: ${bookings.made} made, ${bookings.full} searches without a free car, ${bookings.failed} failed`,
  )
  console.log(
    `Resident memory: start ${samples[0].mb} MB, middle ${samples[Math.floor(samples.length / 2)].mb} MB, end ${samples.at(-1).mb} MB, peak ${Math.max(...samples.map((sample) => sample.mb))} MB`,
  )
  console.log(
    `Trend: last third ${last.toFixed(0)} MB vs middle third ${middle.toFixed(0)} MB (${growth.toFixed(1)} %)`,
  )
  console.log(`Server ${alive ? 'alive' : 'CRASHED'} at the end`)
  failed = !alive || bookings.failed > 0 || errors > 0
} finally {
  stop()
}
process.exit(failed ? 1 : 0)
