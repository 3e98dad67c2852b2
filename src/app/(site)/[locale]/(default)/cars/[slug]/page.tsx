import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CACHE_TAG, CHROME_TAGS } from '@/domain/content/cache-tags'
import { editHash } from '@/domain/content/edit-target'
import { isLocale } from '@/i18n/locales'
import { tagRender } from '@/server/cache/cached-across-requests'
import { getPathname } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'
import { loadModelPage, modelMetadata, modelStructuredData } from '@/server/fleet/model-page'
import { EditTarget } from '@/ui/admin-bar/EditTarget'
import { ModelView } from '@/ui/fleet/ModelView'
import { JsonLd } from '@/ui/primitives/JsonLd'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Served from the full-route cache like every content page (ADR 009).
export const revalidate = 300
export const dynamicParams = true

export function generateStaticParams(): { locale: string; slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const found = await loadModelPage({ slug, locale })
  return found.status === 'found' ? modelMetadata({ page: found.page, locale }) : {}
}

/**
 * /cars/{model-slug}: one rental model. A slug no model has is a 404. A retired or renamed model's
 * address answers 301 in the proxy (its redirect table has the model pages' rules); should one reach
 * the page before the table knows it, a retired model goes to the fleet catalogue for good, and a
 * failed load for now (SPEC §8: no car details go to /our-cars), in the visitor's language.
 */
export default async function CarModelPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  await tagRender([...CHROME_TAGS, CACHE_TAG.fleet])
  const [found, company] = await Promise.all([loadModelPage({ slug, locale }), getCompanyInfo(locale)])
  if (found.status === 'not-found') notFound()
  if (found.status === 'missing') permanentRedirect(getPathname({ href: company.paths.library, locale }))
  if (found.status !== 'found') redirect(getPathname({ href: company.paths.library, locale }))
  return (
    <>
      <EditTarget hash={editHash({ kind: 'model', id: found.page.model.id })} />
      <JsonLd data={await modelStructuredData({ page: found.page, locale })} />
      <ModelView page={found.page} libraryHref={getPathname({ href: company.paths.library, locale })} />
    </>
  )
}
