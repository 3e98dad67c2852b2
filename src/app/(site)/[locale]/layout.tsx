import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { env } from '@/env'
import { routing } from '@/i18n/routing'
import { getCompanyInfo } from '@/server/cms/company-info'
import { StaffToolbar } from '@/ui/admin-bar/StaffToolbar'
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
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          {children}
          <StaffToolbar />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
