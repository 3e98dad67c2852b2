import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { SaleSearch } from '@/domain/sales/search/keys'
import type { Locale } from '@/i18n/locales'
import { localizedMetadata } from '@/server/cms/page-metadata'

type Names = { readonly brand?: string; readonly model?: string }

/** "Toyota RAV4 for sale" on a brand/model landing page, else "Cars for sale". */
export async function salesSearchTitle(params: { locale: Locale; search: SaleSearch; names: Names }): Promise<string> {
  const t = await getTranslations({ locale: params.locale, namespace: 'salesSearch' })
  const { brands, models } = params.search.lists
  const { brand, model } = params.names
  if (brands.length !== 1 || !brand) return t('title')
  return t('brandTitle', { brand: models.length === 1 && model ? `${brand} ${model}` : brand })
}

/**
 * Metadata of a search page: its title, canonical to the search's one address, hreflang
 * alternates, and `noindex, follow` for deeper combinations than a brand/model landing page.
 */
export async function salesSearchMetadata(params: {
  locale: Locale
  href: string
  search: SaleSearch
  isIndexable: boolean
  names: Names
}): Promise<Metadata> {
  const t = await getTranslations({ locale: params.locale, namespace: 'salesSearch' })
  const title = await salesSearchTitle(params)
  const [path = params.href, query] = params.href.split('?')
  const base = await localizedMetadata({ locale: params.locale, path, title, description: t('description') })
  const robots = params.isIndexable ? undefined : { index: false, follow: true }
  if (!query) return { ...base, robots }
  const canonical = `${String(base.alternates?.canonical ?? '')}?${query}`
  return { ...base, alternates: { ...base.alternates, canonical }, robots }
}
