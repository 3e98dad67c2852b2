import 'server-only'

import type { Payload } from 'payload'

import { damagePriceRows, type DamagePriceRow } from '@/domain/bookings/damage-price-list'
import { searchDefaultsFor } from '@/domain/search/language-defaults'
import { DAMAGE_PRICES_SLUG } from '@/cms/collections/rental/DamagePrices'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { currentExchangeRates } from '@/server/exchange-rates'

/**
 * The published damage price list for a page that has the damage price list block (issue 32, ADR
 * 030): the `damage-prices` collection check-in charges by, in the page's language (English where
 * an item has no translation), its prices in the language's currency. A page is the same for every
 * visitor of a language (it may be cached), so the currency is the language's (ISK in Icelandic,
 * euros otherwise), as the booking search starts with; the ISK amount charged is shown with it.
 * Undefined when the page has no such block.
 */
export async function loadDamagePriceList(params: {
  payload: Payload
  blocks: Page['layout']
  locale: Locale
}): Promise<readonly DamagePriceRow[] | undefined> {
  const { payload, locale } = params
  if (!(params.blocks ?? []).some((block) => block.blockType === 'damagePriceList')) return undefined
  const [{ docs }, rates] = await Promise.all([
    payload.find({
      collection: DAMAGE_PRICES_SLUG,
      locale,
      fallbackLocale: 'en',
      depth: 0,
      limit: 500,
      pagination: false,
      sort: 'sortOrder',
    }),
    currentExchangeRates(),
  ])
  return damagePriceRows(docs, { currency: searchDefaultsFor(locale).currency, rates: rates.rates })
}

/**
 * The path of the published page that shows the damage price list (the first, by path), for the
 * renter's claim to link to; undefined when no published page has the block.
 */
export async function damagePriceListPath(payload: Payload): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { path: true, layout: true },
    locale: 'en',
    depth: 0,
    limit: 200,
    pagination: false,
    sort: 'path',
  })
  return docs.find((page) => (page.layout ?? []).some((block) => block.blockType === 'damagePriceList'))?.path
}
