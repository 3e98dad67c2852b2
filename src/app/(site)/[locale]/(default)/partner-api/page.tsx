import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CHROME_TAGS } from '@/domain/content/cache-tags'
import { API_KEY_HEADER, DEFAULT_REQUESTS_PER_MINUTE } from '@/domain/partners/partner-keys'
import { env } from '@/env'
import { isLocale } from '@/i18n/locales'
import { tagRender } from '@/server/cache/cached-across-requests'
import { referenceView } from '@/server/openapi/reference-view'
import { PartnerApiReference } from '@/ui/partner-api/PartnerApiReference'

type Props = { params: Promise<{ locale: string }> }

// A content page like the others: served from the full-route cache (ADR 009).
export const revalidate = 300

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'partnerApi' })
  return { title: t('title'), description: t('intro') }
}

/** /partner-api: the partner API reference, rendered from /v1/openapi.json on the server (no script). */
export default async function PartnerApiPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  await tagRender([...CHROME_TAGS])
  const origin = new URL(env.SITE_URL).origin
  return (
    <PartnerApiReference
      locale={locale}
      view={referenceView(origin)}
      header={API_KEY_HEADER}
      requestsPerMinute={DEFAULT_REQUESTS_PER_MINUTE}
      documentPath={`${origin}/v1/openapi.json`}
    />
  )
}
