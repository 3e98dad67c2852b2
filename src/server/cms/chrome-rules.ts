import 'server-only'

import { isLocale, LOCALES, type Locale } from '@/i18n/locales'

import type { ChromeLink, MenuItem, ScheduleRow, SocialLink, Weekday, SocialNetwork } from './site-chrome'

/** The spec's display rules for Company information (section 5), as pure functions. */

type RawLink = { title?: string | null; url?: string | null }
type RawMenuItem = RawLink & { subPages?: readonly RawLink[] | null }
type RawSocialLink = { network: SocialNetwork; link?: string | null }
type RawScheduleRow = { day: Weekday; timeDescription?: string | null }

/** Menu entries need both a url and a title; the others are dropped, sub-pages included. */
export function visibleMenu(items: readonly RawMenuItem[] | null | undefined): MenuItem[] {
  return (items ?? []).flatMap((item) => {
    const link = toLink(item)
    return link ? [{ ...link, subPages: visibleLinks(item.subPages) }] : []
  })
}

export function visibleLinks(links: readonly RawLink[] | null | undefined): ChromeLink[] {
  return (links ?? []).flatMap((link) => {
    const visible = toLink(link)
    return visible ? [visible] : []
  })
}

/** Social links without a link are dropped. */
export function visibleSocialLinks(links: readonly RawSocialLink[] | null | undefined): SocialLink[] {
  return (links ?? []).flatMap(({ network, link }) => {
    const url = clean(link)
    return url ? [{ network, url }] : []
  })
}

/** Opening-hours rows without a time description are dropped. */
export function visibleSchedule(rows: readonly RawScheduleRow[] | null | undefined): ScheduleRow[] {
  return (rows ?? []).flatMap(({ day, timeDescription }) => {
    const text = clean(timeDescription)
    return text ? [{ day, timeDescription: text }] : []
  })
}

/** Every `{year}` in the copyright line becomes `year`; an empty line gives null. */
export function copyrightText(template: string | null | undefined, year: number): string | null {
  const text = clean(template)
  return text ? text.replaceAll('{year}', String(year)) : null
}

/**
 * The languages offered in the switcher: only the configured ones, in the site's order.
 * Never configured (null) means all of them.
 */
export function visibleLanguages(configured: readonly string[] | null | undefined): Locale[] {
  if (configured == null) return [...LOCALES]
  const wanted = new Set(configured.filter(isLocale))
  return LOCALES.filter((locale) => wanted.has(locale))
}

function toLink({ title, url }: RawLink): ChromeLink | null {
  const cleanTitle = clean(title)
  const cleanUrl = clean(url)
  return cleanTitle && cleanUrl ? { title: cleanTitle, url: cleanUrl } : null
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
