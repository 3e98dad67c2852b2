import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedMetadata } from '@/server/cms/page-metadata'

/** Metadata of the fleet catalogue at the library path. */
export async function catalogueMetadata(params: { locale: Locale; path: string }): Promise<Metadata> {
  const t = await getTranslations({ locale: params.locale, namespace: 'fleet' })
  return localizedMetadata({ ...params, title: t('metaTitle'), description: t('metaDescription') })
}
