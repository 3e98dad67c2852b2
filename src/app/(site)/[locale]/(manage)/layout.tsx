import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type React from 'react'

import { MANAGE_CLIENT_NAMESPACES, pickNamespaces } from '@/i18n/client-messages'
import { isLocale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import { readManageAccess } from '@/server/manage/manage-cookies'
import { ManageHeader } from '@/ui/manage/ManageHeader'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Manage layout (SPEC §2): the site header and footer are hidden; a slim header with logo and language. */
export default async function ManageLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [chrome, t, access, messages] = await Promise.all([
    getCompanyInfo(locale),
    getTranslations({ locale, namespace: 'common' }),
    readManageAccess(),
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
      <ManageHeader chrome={chrome} locale={locale} isSignedIn={access !== undefined} />
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] bg-surface outline-none">
        <NextIntlClientProvider messages={pickNamespaces(messages, MANAGE_CLIENT_NAMESPACES)}>
          {children}
        </NextIntlClientProvider>
      </main>
    </>
  )
}
