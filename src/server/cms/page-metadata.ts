import 'server-only'

import type { Metadata } from 'next'

import { env } from '@/env'
import { getPathname } from '@/i18n/navigation'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import type { Media, Page } from '@/payload-types'

/** Metadata of a CMS page: title, description, og image, robots, canonical and hreflang alternates. */
export function pageMetadata({ page, locale, path }: { page: Page; locale: Locale; path: string }): Metadata {
  const seo = page.seo ?? {}
  return {
    ...localizedMetadata({
      locale,
      path,
      title: seo.title?.trim() || page.title,
      description: seo.description?.trim() || undefined,
      image: ogImage(seo.image) ?? undefined,
    }),
    robots: seo.indexable === false ? { index: false, follow: true } : undefined,
  }
}

export type MetadataImage = { url: string; width?: number | undefined; height?: number | undefined; alt: string }

/** Title, description, og image, canonical and hreflang alternates (x-default too) of a page in every language. */
export function localizedMetadata(params: {
  locale: Locale
  path: string
  title: string
  description?: string | undefined
  image?: MetadataImage | undefined
}): Metadata {
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
