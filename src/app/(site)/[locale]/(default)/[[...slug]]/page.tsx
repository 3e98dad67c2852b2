import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { findPageByPath } from '@/server/cms/pages'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

export default async function CmsPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const page = await findPageByPath({ path: `/${(slug ?? []).join('/')}`, locale })
  if (!page) notFound()
  return <h1 className="p-8 text-3xl font-bold">{page.title}</h1>
}
