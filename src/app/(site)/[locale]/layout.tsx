import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Suspense } from 'react'

import { CONSENT_MARK_SCRIPT } from '@/domain/tracking/consent'
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
    // The head script marks <html> for a visitor who chose on the cookie notice (React is told the
    // attribute is not its own); the notice is in every cached page's HTML and hides by it.
    <html lang={locale} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_MARK_SCRIPT }} />
        {/* Without scripts no statistics start and the notice's buttons could not work: no notice. */}
        <noscript>
          <style>{'[data-cookie-notice]{display:none}'}</style>
        </noscript>
      </head>
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
