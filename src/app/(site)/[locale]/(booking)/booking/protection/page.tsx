import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { guardBookingStep } from '@/server/booking-ui/flow-booking'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { toUrlSearchParams } from '@/ui/booking/step-query'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

/** /booking/protection, the Insurance step. */
export default async function ProtectionStepPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await searchParams)
  const flow = await guardBookingStep({ step: 'protection', locale, query })
  return (
    <BookingFrame step="protection">
      <p data-testid="flow-booking">{flow?.view.Number}</p>
    </BookingFrame>
  )
}
