import 'server-only'

import { CHROME_TAGS } from '@/domain/content/cache-tags'
import { SPEC_COMPANY_ID } from '@/domain/content/spec-ids'
import type { Locale } from '@/i18n/locales'

import { cachedAcrossRequests } from '../cache/cached-across-requests'
import { toSiteChrome } from '../cms/company-info'
import { payloadClient } from '../payload'

import { apiImage, type ApiImage } from './plain-media'

type MenuEntry = { title: string; url: string; subPages: { title: string; url: string }[] }

/** SPEC §3 Company information (per language), as `GET /v2/company?ln=` answers it. */
export type ApiCompany = {
  id: number
  language: Locale
  favicon: string | null
  name: string
  address: string[]
  logo: ApiImage | null
  map: string | null
  phones: { label: string | null; number: string }[]
  email: string | null
  copyright: string | null
  socialLinks: { network: string; link: string }[]
  languages: Locale[]
  schedule: { day: string; timeDescription: string }[]
  employees: { name: string; role: string | null; email: string | null; phone: string | null; image: ApiImage | null }[]
  pages: {
    header: MenuEntry[]
    footer: MenuEntry[]
    searchPaths: { libraryPath: string; carPath: string; path: string }
    contactPath: string
  }
  layout: {
    header: { code: string; components: readonly string[] }
    footer: { code: string; components: readonly string[] }
  }
  codes: { head: string; openBody: string; closeBody: string }
  errorTheme: string
}

async function loadCompany(locale: Locale, year: number): Promise<ApiCompany> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'company-information', locale, depth: 1, overrideAccess: false })
  const chrome = toSiteChrome(doc, year)
  return {
    id: SPEC_COMPANY_ID,
    language: locale,
    favicon: chrome.faviconUrl,
    name: chrome.name,
    address: chrome.address?.lines ?? [],
    logo: apiImage(doc.logo),
    map: chrome.address?.mapUrl ?? null,
    phones: chrome.phones,
    email: chrome.email,
    copyright: chrome.copyright,
    socialLinks: chrome.socialLinks.map(({ network, url }) => ({ network, link: url })),
    languages: chrome.languages,
    // The rules of the chrome (SPEC §5): rows without a time description are dropped.
    schedule: chrome.schedule,
    employees: (doc.employees ?? []).flatMap((employee) =>
      employee.name.trim()
        ? [
            {
              name: employee.name.trim(),
              role: employee.role?.trim() || null,
              email: employee.email?.trim() || null,
              phone: employee.phone?.trim() || null,
              image: apiImage(employee.image),
            },
          ]
        : [],
    ),
    pages: {
      header: chrome.headerMenu,
      footer: chrome.footerMenu,
      searchPaths: { libraryPath: chrome.paths.library, carPath: chrome.paths.car, path: chrome.paths.search },
      contactPath: chrome.paths.contact,
    },
    layout: { header: chrome.layout.header, footer: chrome.layout.footer },
    codes: chrome.snippets,
    errorTheme: chrome.layout.errorTheme,
  }
}

/**
 * Company information in `locale` for other front ends, kept in Next's data cache under the same
 * tags as the pages' chrome (`company-information`, `media`, ADR 009); the year (of the copyright)
 * is part of the key.
 */
const cachedCompany = cachedAcrossRequests(loadCompany, ['content-api-company'], CHROME_TAGS)

export function companyFor(locale: Locale): Promise<ApiCompany> {
  return cachedCompany(locale, new Date().getFullYear())
}
