import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so browsers get no ICU parser.
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  // The proxy owns trailing slashes: `/de` must answer 301 to `/de/`.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  env: {
    // Links are built in the browser too, so the unprefixed language is fixed at build time.
    DEFAULT_LOCALE: process.env.DEFAULT_LOCALE ?? 'en',
  },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/demo/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
