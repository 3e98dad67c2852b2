import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { isLocale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import { BackToTopOnPaths } from '@/ui/chrome/BackToTopOnPaths'
import { CookieNotice } from '@/ui/chrome/CookieNotice'
import { Footer } from '@/ui/chrome/Footer'
import { Header } from '@/ui/chrome/Header'
import { SubMenu } from '@/ui/chrome/SubMenu'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Default layout (SPEC §2): header, sub menu, main area, footer, cookie notice. */
export default async function DefaultLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [chrome, t] = await Promise.all([getCompanyInfo(locale), getTranslations({ locale, namespace: 'common' })])
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header chrome={chrome} />
      <SubMenu items={chrome.headerMenu} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer chrome={chrome} />
      <BackToTopOnPaths paths={chrome.paths} />
      <CookieNotice privacyPath={chrome.paths.privacy} />
    </>
  )
}
