import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { titleNamesBrand } from '@/domain/content/brand-title'
import { env } from '@/env'
import { getPathname } from '@/i18n/navigation'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import type { Media, Page } from '@/payload-types'

/** Metadata of a CMS page: title, description, og image, robots, canonical and hreflang alternates. */
export async function pageMetadata({
  page,
  locale,
  path,
}: {
  page: Page
  locale: Locale
  path: string
}): Promise<Metadata> {
  const seo = page.seo ?? {}
  return {
    ...(await localizedMetadata({
      locale,
      path,
      title: seo.title?.trim() || page.title,
      description: seo.description?.trim() || undefined,
      image: ogImage(seo.image) ?? undefined,
    })),
    robots: seo.indexable === false ? { index: false, follow: true } : undefined,
  }
}

export type MetadataImage = { url: string; width?: number | undefined; height?: number | undefined; alt: string }

/**
 * Title, description, og image, canonical and hreflang alternates (x-default too) of a page in every
 * language. A title that names the brand already is used as it is; any other gets the site name
 * from the layout's template, so every title carries the brand once.
 */
export async function localizedMetadata(params: {
  locale: Locale
  path: string
  title: string
  description?: string | undefined
  image?: MetadataImage | undefined
}): Promise<Metadata> {
  const { locale, path, title, description, image } = params
  const siteName = (await getTranslations({ locale, namespace: 'metadata' }))('siteName')
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((language) => [language, localizedUrl(path, language)]),
  )
  languages['x-default'] = localizedUrl(path, DEFAULT_LOCALE)
  return {
    title: titleNamesBrand(title, siteName) ? { absolute: title } : title,
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

/** The absolute URL of `path` in `locale`; a language root keeps its trailing slash (`/de/`). */
export function localizedUrl(path: string, locale: Locale): string {
  const pathname = getPathname({ href: path, locale })
  const withSlash = /^\/[a-z]{2}$/.test(pathname) ? `${pathname}/` : pathname
  return new URL(withSlash, env.SITE_URL).toString()
}

function ogImage(value: number | Media | null | undefined) {
  if (!value || typeof value === 'number' || !value.url) return null
  const large = value.sizes?.large
  const source = large?.url && large.width && large.height ? large : value
  return {
    url: new URL(source.url ?? value.url, env.SITE_URL).toString(),
    width: source.width ?? undefined,
    height: source.height ?? undefined,
    alt: value.alt,
  }
}
