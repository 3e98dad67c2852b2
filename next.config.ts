import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { headerRules, paymentPageOrigins } from './src/server/http/security-headers'
import { siteUrlFrom } from './src/server/http/site-origin'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so browsers get no ICU parser.
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
})

// Read at build time: the security headers (HSTS when https) are fixed in the build (ADR 006).
const siteUrl = siteUrlFrom(process.env.SITE_URL)

const nextConfig: NextConfig = {
  // The proxy owns trailing slashes: `/de` must answer 301 to `/de/`.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Next hashes every HTML response in JavaScript to make its ETag: a tenth of a cached page's
  // serving time (CPU profile, ADR 009). Pages are cached for minutes and expired on publish, so a
  // conditional request saves little; static files keep their immutable caching.
  generateEtags: false,
  // pdfkit reads its font data from its own folder at run time, so it stays outside the bundle.
  serverExternalPackages: ['pdfkit'],
  env: {
    // Links are built in the browser too, so the unprefixed language is fixed at build time.
    DEFAULT_LOCALE: process.env.DEFAULT_LOCALE ?? 'en',
  },
  // Next's data and full-route cache: in Redis, shared by every app server, when REDIS_URL is set
  // at run time; else Next's own, in this server's memory (ADR 022). Loaded by Node, not bundled.
  cacheHandler: path.resolve('scripts/serve/next-cache-handler.mjs'),
  experimental: {
    // Cached pages and data live in memory only (ADR 009): a restart, a new build or a fresh
    // database never serves pages rendered from older data.
    isrFlushToDisk: false,
    // Next's scripts carry integrity hashes, so a cached page's chunks are checked by the browser.
    sri: { algorithm: 'sha256' },
    // Behind a reverse proxy the Host may differ from the public host; posts from SITE_URL stay allowed.
    serverActions: { allowedOrigins: [new URL(siteUrl).host] },
  },
  async headers() {
    return headerRules({
      siteUrl,
      isDev: process.env.NODE_ENV === 'development',
      paymentPages: paymentPageOrigins({
        ADYEN_API_KEY: process.env.ADYEN_API_KEY,
        ADYEN_ENVIRONMENT: process.env.ADYEN_ENVIRONMENT,
        ADYEN_STAND_IN_URL: process.env.ADYEN_STAND_IN_URL,
      }),
    })
  },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/demo/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
