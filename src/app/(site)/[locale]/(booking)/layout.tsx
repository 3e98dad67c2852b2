import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type React from 'react'

import { BOOKING_CLIENT_NAMESPACES, pickNamespaces } from '@/i18n/client-messages'
import { isLocale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import { CookieNotice } from '@/ui/chrome/CookieNotice'
import { Footer } from '@/ui/chrome/Footer'
import { Header } from '@/ui/chrome/Header'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * Booking layout (SPEC §2): the site header and footer around the booking steps. Each step page
 * renders its step navigation, main area, sidebar and recommended block through `BookingFrame`,
 * because a layout does not know which step (last path segment) it is showing.
 */
export default async function BookingLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [chrome, t, messages] = await Promise.all([
    getCompanyInfo(locale),
    getTranslations({ locale, namespace: 'common' }),
    getMessages(),
  ])
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header chrome={chrome} />
      <main id="main" tabIndex={-1} className="bg-surface outline-none">
        <NextIntlClientProvider messages={pickNamespaces(messages, BOOKING_CLIENT_NAMESPACES)}>
          {children}
        </NextIntlClientProvider>
      </main>
      <Footer chrome={chrome} />
      <CookieNotice privacyPath={chrome.paths.privacy} />
    </>
  )
}
