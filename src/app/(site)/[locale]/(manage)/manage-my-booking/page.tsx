import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { Heading } from '@/ui/primitives/Heading'
import { LookupForm } from '@/ui/manage/LookupForm'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ cancelled?: string | string[] }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'manage.lookup' })
  return { title: t('title'), robots: { index: false } }
}

/** /manage-my-booking: the entry to manage a booking by voucher number and the driver's last name. */
export default async function ManageMyBookingPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, query] = await Promise.all([getTranslations('manage.lookup'), searchParams])
  const cancelled = typeof query.cancelled === 'string' ? query.cancelled.slice(0, 20) : undefined
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-3 text-muted">{t('intro')}</p>
      {cancelled ? (
        <p
          role="status"
          className="mt-5 rounded-xl border border-success/40 bg-green-50 p-4 font-semibold text-success"
        >
          {t('cancelled', { number: cancelled })}
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6">
        <LookupForm locale={locale} />
      </div>
    </div>
  )
}
