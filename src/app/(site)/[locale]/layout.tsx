import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Suspense } from 'react'

import { env } from '@/env'
import { CONTENT_CLIENT_NAMESPACES, pickNamespaces } from '@/i18n/client-messages'
import { routing } from '@/i18n/routing'
import { getCompanyInfo } from '@/server/cms/company-info'
import { StaffToolbarGate } from '@/ui/admin-bar/StaffToolbarGate'
import { ConnectionNotice } from '@/ui/chrome/ConnectionNotice'
import { ChunkFailureReload } from '@/ui/errors/ChunkFailureReload'
import { LoadingBar } from '@/ui/loading/LoadingBar'
import '@/ui/styles/globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: '#0b2447', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: 'metadata' }), getCompanyInfo(locale)])
  return {
    metadataBase: new URL(env.SITE_URL),
    ...(chrome.faviconUrl ? { icons: { icon: chrome.faviconUrl } } : {}),
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('defaultDescription'),
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  // Content pages get the client messages they use; the booking and manage layouts add theirs.
  const messages = pickNamespaces(await getMessages(), CONTENT_CLIENT_NAMESPACES)
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body>
        <NextIntlClientProvider messages={messages}>
          {/* Site-wide behaviours (SPEC §4): all client-side, so cached pages stay the same for everyone. */}
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          <ConnectionNotice />
          <ChunkFailureReload />
          {children}
          <StaffToolbarGate />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
