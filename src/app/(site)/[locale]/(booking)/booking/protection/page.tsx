import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { guardBookingStep } from '@/server/booking-ui/flow-booking'
import { protectionCoverage } from '@/server/booking-ui/protection-coverage'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { ProtectionForm } from '@/ui/booking/protection/ProtectionForm'
import { toUrlSearchParams } from '@/ui/booking/step-query'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { UpgradePanel } from '@/ui/booking/upgrade/UpgradePanel'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'booking.protection' })
  return { title: t('metaTitle') }
}

/** /booking/protection, the Insurance step: compare the protection levels, add protections. */
export default async function ProtectionStepPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await searchParams)
  const flow = await guardBookingStep({ step: 'protection', locale, query })
  if (!flow) return null
  const [t, display, coverage] = await Promise.all([
    getTranslations('booking.protection'),
    priceDisplay(flow, query),
    protectionCoverage(locale),
  ])
  return (
    <BookingFrame
      step="protection"
      summary={<BookingSummary flow={flow} query={query} />}
      recommended={<UpgradePanel flow={flow} query={query} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ProtectionForm flow={flow} query={query} display={display} coverage={coverage} />
      <BookingStepTracking flow={flow} step="protection" />
    </BookingFrame>
  )
}
