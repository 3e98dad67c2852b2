import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'
import { loadModelPage, modelMetadata, modelStructuredData } from '@/server/fleet/model-page'
import { ModelView } from '@/ui/fleet/ModelView'
import { JsonLd } from '@/ui/primitives/JsonLd'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const found = await loadModelPage({ slug, locale })
  return found.status === 'found' ? modelMetadata({ page: found.page, locale }) : {}
}

/**
 * /cars/{model-slug}: one rental model. An unknown slug is a 404; a retired model or a failed load
 * sends the visitor to the fleet catalogue (SPEC §8).
 */
export default async function CarModelPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [found, company] = await Promise.all([loadModelPage({ slug, locale }), getCompanyInfo(locale)])
  if (found.status === 'not-found') notFound()
  if (found.status !== 'found') redirect(getPathname({ href: company.paths.library, locale }))
  return (
    <>
      <JsonLd data={await modelStructuredData({ page: found.page, locale })} />
      <ModelView page={found.page} libraryHref={getPathname({ href: company.paths.library, locale })} />
    </>
  )
}
