import { notFound, redirect } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'

type Props = { params: Promise<{ locale: string }> }

/** /cars without a model: no vehicle to show, so the fleet catalogue (SPEC §8). */
export default async function CarsWithoutModel({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const company = await getCompanyInfo(locale)
  redirect(getPathname({ href: company.paths.library, locale }))
}
