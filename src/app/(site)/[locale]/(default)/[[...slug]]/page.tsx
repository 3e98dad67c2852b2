import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'

import { ContentRoute, contentMetadata } from './content-route'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Served from the full-route cache (ADR 009): rendered on a path's first visit, kept until a publish
// expires its tags, and rendered again in the background after CONTENT_REVALIDATE_SECONDS.
export const revalidate = 300
export const dynamicParams = true

export function generateStaticParams(): { locale: string; slug?: string[] }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return isLocale(locale) ? contentMetadata({ locale, slug, query: {} }) : {}
}

/** A content page as everyone sees it without a query. */
export default async function CachedContentPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  return <ContentRoute locale={locale} slug={slug} query={{}} />
}
