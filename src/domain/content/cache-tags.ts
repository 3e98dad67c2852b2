/**
 * Tags of the content pages' full-route cache (ADR 009). A page render records the tags of what it
 * read; a change in the admin expires every page carrying the tags of what changed.
 */
export const CACHE_TAG = {
  pages: 'pages',
  company: 'company-information',
  media: 'media',
  fleet: 'fleet',
  carsForSale: 'cars-for-sale',
  /** The booking search's results (free cars per search): expired when a booking takes or frees a car. */
  availability: 'availability',
} as const

export type CacheTag = (typeof CACHE_TAG)[keyof typeof CACHE_TAG]

/** What a change to each collection or global expires; slugs not listed feed no cached page. */
const TAGS_BY_SLUG: Readonly<Record<string, readonly CacheTag[]>> = {
  pages: [CACHE_TAG.pages],
  // Forms built in the CMS and the editable error messages show on content pages.
  forms: [CACHE_TAG.pages],
  'error-messages': [CACHE_TAG.pages],
  'company-information': [CACHE_TAG.company],
  media: [CACHE_TAG.media],
  offices: [CACHE_TAG.fleet],
  'car-categories': [CACHE_TAG.fleet],
  vehicles: [CACHE_TAG.fleet],
  'price-lists': [CACHE_TAG.fleet],
  services: [CACHE_TAG.fleet],
  'promo-codes': [CACHE_TAG.fleet],
  'upgrade-rules': [CACHE_TAG.fleet],
  'rental-rules': [CACHE_TAG.fleet],
  // The damage price list block shows it on content pages (ADR 030).
  'damage-prices': [CACHE_TAG.fleet],
  'vehicles-for-sale': [CACHE_TAG.carsForSale],
}

export function cacheTagsOf(slug: string): readonly CacheTag[] {
  return TAGS_BY_SLUG[slug] ?? []
}

/** Every content page shows the chrome (company information) and images; these tags are on all of them. */
export const CHROME_TAGS: readonly CacheTag[] = [CACHE_TAG.company, CACHE_TAG.media]

/**
 * Seconds a cached content page is served before it is rendered again in the background, even if
 * nothing was published: time-driven content (a banner's date window, seasonal "from" prices, a sold
 * car's note) changes without an edit.
 */
export const CONTENT_REVALIDATE_SECONDS = 300
