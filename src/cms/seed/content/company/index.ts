import type { Locale } from '../../../../i18n/locales'
import { LOCALES } from '../../../../i18n/locales'
import type { CompanyInformation } from '../../../../payload-types'
import { WEEKDAYS } from '../../../globals/CompanyInformation'
import { SEED_CONTEXT, type MediaIds, type SeedRun } from '../../types'
import { DEMO_CODES } from './codes'
import { COMPANY_TEXT } from './details'
import { MENUS } from './menus'

export const COMPANY = {
  name: 'Vegur Car Rental',
  street: 'Blikavöllur 2',
  postalCode: '235',
  postalTown: 'Keflavíkurflugvöllur',
  email: 'info@vegur.is',
  phones: { bookings: '+354 420 5000', roadside: '+354 420 5050' },
} as const

export const COMPANY_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.postalTown}, Iceland`,
)}`

type RowIds = { phones: string[]; schedule: string[]; employees: string[] }

/** Fills the company information (unless an editor already has) in English, then in every other language on the same array rows. */
export async function seedCompany({ payload, req }: SeedRun, media: MediaIds): Promise<void> {
  const current = await payload.findGlobal({ slug: 'company-information', locale: 'en', depth: 0, req })
  if (current.name) return
  const noIds: RowIds = { phones: [], schedule: [], employees: [] }
  await payload.updateGlobal({
    slug: 'company-information',
    locale: 'en',
    data: companyData('en', media, noIds),
    req,
    context: SEED_CONTEXT,
  })
  const saved = await payload.findGlobal({ slug: 'company-information', locale: 'en', depth: 0, req })
  const ids: RowIds = {
    phones: (saved.phones ?? []).map((row) => row.id ?? ''),
    schedule: (saved.schedule ?? []).map((row) => row.id ?? ''),
    employees: (saved.employees ?? []).map((row) => row.id ?? ''),
  }
  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    await payload.updateGlobal({
      slug: 'company-information',
      locale,
      data: companyData(locale, media, ids),
      req,
      context: SEED_CONTEXT,
    })
  }
}

type CompanyData = Omit<CompanyInformation, 'id' | 'createdAt' | 'updatedAt'>

/** The whole document for one language; rows reuse the English ids so translations attach to them. */
function companyData(locale: Locale, media: MediaIds, ids: RowIds): CompanyData {
  const text = COMPANY_TEXT[locale]
  const menus = MENUS[locale]
  const rowId = (list: string[], index: number) => (list[index] ? { id: list[index] } : {})
  return {
    name: COMPANY.name,
    logo: media.logo,
    favicon: media.logo,
    address: { street: COMPANY.street, postalCode: COMPANY.postalCode, city: text.city, country: text.country },
    map: COMPANY_MAP_URL,
    phones: [
      { ...rowId(ids.phones, 0), label: text.phoneLabels.bookings, number: COMPANY.phones.bookings },
      { ...rowId(ids.phones, 1), label: text.phoneLabels.roadside, number: COMPANY.phones.roadside },
    ],
    email: COMPANY.email,
    copyright: text.copyright,
    socialLinks: [
      { network: 'facebook', link: 'https://www.facebook.com/vegurcarrental' },
      { network: 'instagram', link: 'https://www.instagram.com/vegurcarrental' },
      { network: 'youtube', link: 'https://www.youtube.com/@vegurcarrental' },
      // No link: shows that entries without a link are dropped from the footer.
      { network: 'tiktok' },
    ],
    languages: [...LOCALES],
    schedule: WEEKDAYS.map((day, index) => ({
      ...rowId(ids.schedule, index),
      day,
      timeDescription: text.openingHours,
    })),
    employees: [
      {
        ...rowId(ids.employees, 0),
        name: 'Sigrún Jónsdóttir',
        role: text.roles.manager,
        email: 'sigrun@vegur.is',
        phone: COMPANY.phones.bookings,
      },
      {
        ...rowId(ids.employees, 1),
        name: 'Arnar Pálsson',
        role: text.roles.service,
        email: 'arnar@vegur.is',
        phone: COMPANY.phones.bookings,
      },
    ],
    pages: {
      header: menus.header,
      footer: menus.footer,
      searchPaths: { path: '/search', carPath: '/car', libraryPath: '/our-cars' },
      contactPath: '/contact',
      privacyPath: '/privacy',
    },
    layout: { header: { code: 'default', buttons: menus.buttons }, footer: { code: 'default' }, errorTheme: 'light' },
    codes: DEMO_CODES,
  }
}
