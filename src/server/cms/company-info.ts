import 'server-only'

import { cache } from 'react'

import { CHROME_TAGS } from '@/domain/content/cache-tags'
import { footerLayoutOf, headerLayoutOf, themeOf } from '@/domain/content/chrome-layout'
import type { Locale } from '@/i18n/locales'
import type { CompanyInformation, Media } from '@/payload-types'

import { cachedAcrossRequests } from '../cache/cached-across-requests'
import { payloadClient } from '../payload'

import { copyrightText, visibleLanguages, visibleMenu, visibleSchedule, visibleSocialLinks } from './chrome-rules'
import type { Address, ChromeButton, ChromeImage, SiteChrome } from './site-chrome'

async function loadCompanyInfo(locale: Locale, year: number): Promise<SiteChrome> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({
    slug: 'company-information',
    locale,
    depth: 1,
    overrideAccess: false,
  })
  return toSiteChrome(doc, year)
}

/** Kept across requests until Company information or an image changes (ADR 009); the year is part of the key. */
const cachedCompanyInfo = cachedAcrossRequests(loadCompanyInfo, ['company-info'], CHROME_TAGS)

/** Company information in `locale` (English where untranslated), as plain chrome data. */
export const getCompanyInfo = cache((locale: Locale): Promise<SiteChrome> =>
  cachedCompanyInfo(locale, new Date().getFullYear()),
)

/** The one place where the Company information document becomes `SiteChrome`. */
export function toSiteChrome(doc: CompanyInformation, year: number): SiteChrome {
  const { pages, layout, codes } = doc
  return {
    name: doc.name ?? '',
    logo: toImage(doc.logo, doc.name),
    faviconUrl: toImage(doc.favicon, doc.name)?.url ?? null,
    address: toAddress(doc),
    phones: (doc.phones ?? []).flatMap(({ label, number }) =>
      number.trim() ? [{ label: label?.trim() || null, number: number.trim() }] : [],
    ),
    email: doc.email?.trim() || null,
    copyright: copyrightText(doc.copyright, year),
    socialLinks: visibleSocialLinks(doc.socialLinks),
    languages: visibleLanguages(doc.languages),
    schedule: visibleSchedule(doc.schedule),
    headerMenu: visibleMenu(pages?.header),
    footerMenu: visibleMenu(pages?.footer),
    headerButtons: (layout?.header?.buttons ?? []).map(({ label, url, style }): ChromeButton => ({
      label,
      url,
      style: style ?? 'primary',
    })),
    paths: {
      search: pages?.searchPaths?.path || '/search',
      car: pages?.searchPaths?.carPath || '/car',
      library: pages?.searchPaths?.libraryPath || '/our-cars',
      contact: pages?.contactPath || '/contact',
      privacy: pages?.privacyPath || '/privacy',
    },
    snippets: { head: codes?.head ?? '', openBody: codes?.openBody ?? '', closeBody: codes?.closeBody ?? '' },
    layout: {
      header: headerLayoutOf(layout?.header),
      footer: footerLayoutOf(layout?.footer),
      errorTheme: themeOf(layout?.errorTheme),
    },
  }
}

function toImage(value: number | Media | null | undefined, fallbackAlt: string): ChromeImage | null {
  if (value == null || typeof value === 'number' || !value.url) return null
  return { url: value.url, alt: value.alt || fallbackAlt, width: value.width ?? null, height: value.height ?? null }
}

function toAddress({ address, map }: CompanyInformation): Address | null {
  const cityLine = [address?.postalCode, address?.city].filter(Boolean).join(' ')
  const lines = [address?.street, cityLine, address?.country].flatMap((line) => (line?.trim() ? [line.trim()] : []))
  return lines.length > 0 ? { lines, mapUrl: map?.trim() || null } : null
}
