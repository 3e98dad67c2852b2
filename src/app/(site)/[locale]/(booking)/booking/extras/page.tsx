import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { guardBookingStep } from '@/server/booking-ui/flow-booking'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { ExtrasForm } from '@/ui/booking/extras/ExtrasForm'
import { toUrlSearchParams } from '@/ui/booking/step-query'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
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
  const t = await getTranslations({ locale, namespace: 'booking.extras' })
  return { title: t('metaTitle') }
}

/** /booking/extras, the Extras step: child seats, GPS and the like, per day or per rental. */
export default async function ExtrasStepPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await searchParams)
  const flow = await guardBookingStep({ step: 'extras', locale, query })
  if (!flow) return null
  const [t, display] = await Promise.all([getTranslations('booking.extras'), priceDisplay(flow, query)])
  return (
    <BookingFrame step="extras" summary={<BookingSummary flow={flow} query={query} />}>
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ExtrasForm flow={flow} query={query} display={display} />
      <BookingStepTracking flow={flow} step="extras" />
    </BookingFrame>
  )
}
