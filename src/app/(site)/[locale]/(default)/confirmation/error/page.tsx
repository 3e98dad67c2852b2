import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { localeOr } from '@/i18n/locales'

import { PaymentOutcomeView } from '../_components/PaymentOutcomeView'
import { loadOutcome, type ConfirmationProps } from '../_components/load-outcome'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: ConfirmationProps): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: localeOr(locale), namespace: 'payment.page' })
  return { title: t('metaTitleError'), robots: { index: false, follow: false } }
}

/** SPEC §2 /confirmation/error: the payment outcome (the page shows the payment's real status). */
export default async function PaymentErrorPage(props: ConfirmationProps) {
  const { locale, outcome } = await loadOutcome(props)
  return <PaymentOutcomeView locale={locale} outcome={outcome} />
}
