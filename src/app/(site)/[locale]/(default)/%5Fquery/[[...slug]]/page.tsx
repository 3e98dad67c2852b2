import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'

import { ContentRoute, contentMetadata } from '../../[[...slug]]/content-route'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return isLocale(locale) ? contentMetadata({ locale, slug, query: await searchParams }) : {}
}

/** A content page asked for with a query that changes it: the proxy rewrites such requests here (ADR 009). */
export default async function ContentPageWithQuery({ params, searchParams }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  return <ContentRoute locale={locale} slug={slug} query={await searchParams} isPerRequest />
}
