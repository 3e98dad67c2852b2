import type { Metadata } from 'next'

import { SearchStep, searchStepMetadata } from './search-step'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// What the proxy does not send to the results view (ADR 009): a car chosen on the page (the form
// posts here) and a query too long to be a cache key.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchStepMetadata((await params).locale)
}

export default async function BookingSearchPage({ params, searchParams }: Props) {
  return <SearchStep locale={(await params).locale} query={await searchParams} />
}
