import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

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
