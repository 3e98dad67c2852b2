#!/usr/bin/env node
// Serves the built site: Next's own request handler inside a small Node HTTP server, so that the
// app learns the real address of each connection (scripts/address-chain.mjs, ADR 007). Then makes
// the first request itself so the database is created, migrated and seeded before a visitor
// arrives. The build's static assets are sent precompressed (serve/static-assets.mjs, ADR 012),
// pages Next caches are kept a few seconds in front of it (serve/page-cache.mjs, ADR 013) and go out
// with the caching headers a CDN needs (serve/shared-cache-headers.mjs); with REDIS_URL, emptying
// that cache empties it on every app server (serve/page-cache-bus.mjs, ADR 022), a page
// that fails because the database cannot answer gets a 503 page of our own (serve/outage-page.mjs,
// ADR 017), and TRACE, TRACK, CONNECT and unknown methods answer 405 before Next
// (serve/refuse-method.mjs). A page's framework scripts are asked for once its main image has
// loaded (serve/later-scripts.mjs, ADR 034). Stops on SIGINT/SIGTERM.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'

import { recordAddressChain } from './address-chain.mjs'
import { outageAnswers } from './serve/outage-page.mjs'
import { sharedPurge } from './serve/page-cache-bus.mjs'
import { asksForPageDocument, deferFrameworkScripts } from './serve/later-scripts.mjs'
import { isSitePageUrl, pageCache, PURGE_PAGE_CACHE } from './serve/page-cache.mjs'
import { refusesMethod, refuseUnknownMethods } from './serve/refuse-method.mjs'
import { withSharedCacheHeaders } from './serve/shared-cache-headers.mjs'
import { staticAssets } from './serve/static-assets.mjs'

const port = Number(process.env.PORT ?? 3000)
const origin = `http://localhost:${port}`

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (or `npm run demo`).')
  process.exit(1)
}

// As `next start` does: the app reads NODE_ENV (database file, logging) when it loads.
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')

const serveStaticAsset = await staticAssets('.next')
const keptPages = pageCache()
// Several app servers: a purge here (a publish, a booking, a redirect rule) empties every server's.
const purgeBus = process.env.REDIS_URL
  ? sharedPurge({ redisUrl: process.env.REDIS_URL, purgeHere: keptPages.purge })
  : undefined
if (purgeBus) globalThis[PURGE_PAGE_CACHE] = purgeBus.purge
const answerOutages = outageAnswers({ messagesDir: 'messages', defaultLocale: process.env.DEFAULT_LOCALE || 'en' })

function toNext(request, response) {
  if (isSitePageUrl(request.url) && asksForPageDocument(request)) deferFrameworkScripts(request, response)
  if (isSitePageUrl(request.url)) withSharedCacheHeaders(request, response)
  answerOutages(request, response)
  handle(request, response).catch((error) => {
    console.error(`Failed to handle request for ${request.url}`, error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
}

const server = createServer((request, response) => {
  if (refusesMethod(request, response)) return
  recordAddressChain(request)
  serveStaticAsset(request, response, () => keptPages.handle(request, response, () => toNext(request, response)))
})
refuseUnknownMethods(server)
// An idle connection is kept longer than a load balancer's (60 s is common) or a client's own keep-alive,
// so the other side always closes first: a server closing at Node's 5 s races a reuse, and that
// request is lost before it arrives (a 502 at the balancer, a failed fetch in a client).
server.keepAliveTimeout = 65_000
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port, httpServer: server })
const handle = app.getRequestHandler()
await app.prepare()

server.on('error', (error) => {
  console.error(`Could not listen on port ${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, () => {
  console.log(`Serving the build on ${origin}`)
  void warmUp()
})

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close()
    server.closeIdleConnections()
    purgeBus?.close()
    // Let requests in flight finish, but never wait for ever.
    setTimeout(() => process.exit(0), 5000).unref()
    app.close().finally(() => process.exit(0))
  })
}

async function warmUp() {
  const deadline = Date.now() + 180_000
  // Twice as long between tries up to 10 s: a database that is down logs a line per try.
  for (let pause = 500; Date.now() < deadline; pause = Math.min(pause * 2, 10_000)) {
    try {
      const response = await fetch(`${origin}/`, { redirect: 'manual' })
      if (response.status < 500) return console.log(`Vegur is ready at ${origin}`)
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
  console.error(`Vegur did not answer at ${origin} within 3 minutes`)
}
