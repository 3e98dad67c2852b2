import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import { localizedUrl } from '@/server/cms/page-metadata'

/** Title, description, canonical and hreflang alternates of a fleet page (/our-cars, /cars/{slug}). */
export async function fleetMetadata(params: {
  locale: Locale
  path: string
  title: string
  description: string
  image?: { url: string; width?: number | undefined; height?: number | undefined; alt: string } | undefined
}): Promise<Metadata> {
  const { locale, path, title, description, image } = params
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((language) => [language, localizedUrl(path, language)]),
  )
  languages['x-default'] = localizedUrl(path, DEFAULT_LOCALE)
  return {
    title,
    description,
    alternates: { canonical: localizedUrl(path, locale), languages },
    openGraph: {
      type: 'website',
      title,
      description,
      url: localizedUrl(path, locale),
      locale,
      images: image ? [image] : undefined,
    },
  }
}

/** Metadata of the fleet catalogue at the library path. */
export async function catalogueMetadata(params: { locale: Locale; path: string }): Promise<Metadata> {
  const t = await getTranslations({ locale: params.locale, namespace: 'fleet' })
  return fleetMetadata({ ...params, title: t('metaTitle'), description: t('metaDescription') })
}
