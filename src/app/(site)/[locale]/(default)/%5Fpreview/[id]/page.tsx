import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import { draftPageForEditor } from '@/server/cms/page-preview'
import { LivePreviewRefresh } from '@/ui/live-preview/LivePreviewRefresh'
import { Container } from '@/ui/primitives/Container'

import { CmsPage } from '../../[[...slug]]/cms-page'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The admin's live preview of a page (phone, tablet, desktop): the latest draft, rendered per
 * request for a signed-in editor with the site's own layout, never cached; anyone else gets 404.
 */
export default async function PagePreview({ params }: Props) {
  const { locale, id } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await draftPageForEditor({ id, locale, headers: await headers() })
  if (!page) notFound()
  const [company, t] = await Promise.all([getCompanyInfo(locale), getTranslations({ locale, namespace: 'adminBar' })])
  return (
    <>
      <LivePreviewRefresh />
      <Container className="pt-4">
        <p
          role="status"
          className="rounded-lg bg-accent-400/30 px-4 py-2 text-sm text-ink"
          data-testid="preview-notice"
        >
          {t('previewNotice')}
        </p>
      </Container>
      <CmsPage page={page} locale={locale} company={company} isPreview />
    </>
  )
}
