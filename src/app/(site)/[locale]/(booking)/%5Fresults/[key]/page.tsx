import type { Metadata } from 'next'

import { CACHE_TAG, CHROME_TAGS } from '@/domain/content/cache-tags'
import { tagRender } from '@/server/cache/cached-across-requests'
import { queryOfResultsKey } from '@/server/http/results-view'

import { SearchStep, searchStepMetadata } from '../../booking/search-step'

type Props = { params: Promise<{ locale: string; key: string }> }

// The search step kept per question in the full-route cache (ADR 009): the proxy rewrites
// `GET /booking?…` here. A booking that takes or frees a car expires `availability`, an edit to
// the fleet `fleet`. Rendered again after 30 seconds even if no booking changed: a hold that
// lapses frees its car without a write, the earliest pickup moves with the clock, and another app
// server's bookings do not expire this server's copy.
export const revalidate = 30
export const dynamicParams = true

export function generateStaticParams(): { locale: string; key: string }[] {
  return []
}

const RESULTS_TAGS = [...CHROME_TAGS, CACHE_TAG.pages, CACHE_TAG.fleet, CACHE_TAG.availability]

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchStepMetadata((await params).locale)
}

export default async function KeptSearchStep({ params }: Props) {
  const { locale, key } = await params
  await tagRender(RESULTS_TAGS)
  return <SearchStep locale={locale} query={queryOfResultsKey(key)} isKept />
}
