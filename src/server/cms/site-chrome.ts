import 'server-only'

import type { ButtonStyle } from '@/domain/content/button-style-names'
import type { FooterLayout, HeaderLayout, ThemeName } from '@/domain/content/chrome-layout'
import type { Locale } from '@/i18n/locales'

/**
 * Plain data for the site chrome (header, footer, cookie notice), mapped from Company information
 * (`company-info.ts`): the view model the ui renders.
 */

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin' | 'x' | 'tripadvisor'

export type ChromeLink = { title: string; url: string }

export type MenuItem = ChromeLink & { subPages: ChromeLink[] }

export type ChromeButton = { label: string; url: string; style: ButtonStyle }

export type ChromeImage = { url: string; alt: string; width: number | null; height: number | null }

type Phone = { label: string | null; number: string }

export type SocialLink = { network: SocialNetwork; url: string }

export type ScheduleRow = { day: Weekday; timeDescription: string }

export type Address = { lines: string[]; mapUrl: string | null }

/** Paths of the spec's dynamic page families (defaults /search, /car, /our-cars, /contact, /privacy). */
export type ChromePaths = { search: string; car: string; library: string; contact: string; privacy: string }

/** Raw HTML snippets (statistics, session recording); loaded only after cookie consent. */
export type Snippets = { head: string; openBody: string; closeBody: string }

export type SiteChrome = {
  name: string
  logo: ChromeImage | null
  faviconUrl: string | null
  address: Address | null
  phones: Phone[]
  email: string | null
  copyright: string | null
  socialLinks: SocialLink[]
  languages: Locale[]
  schedule: ScheduleRow[]
  headerMenu: MenuItem[]
  footerMenu: MenuItem[]
  headerButtons: ChromeButton[]
  paths: ChromePaths
  snippets: Snippets
  /** Company information `layout`: the header's and footer's code and parts, and the error pages' theme. */
  layout: { header: HeaderLayout; footer: FooterLayout; errorTheme: ThemeName }
}
