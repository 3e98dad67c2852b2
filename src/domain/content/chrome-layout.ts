/**
 * SPEC §3 Company information `layout.header` / `layout.footer` (code, components) and `errorTheme`,
 * and Page `theme` (page, header, footer): which header and footer the site shows, with which parts,
 * in which colours.
 */

export const THEME_NAMES = ['light', 'dark', 'brand'] as const
export type ThemeName = (typeof THEME_NAMES)[number]

export const HEADER_CODES = ['default', 'transparent'] as const
export type HeaderCode = (typeof HEADER_CODES)[number]
export const HEADER_COMPONENTS = ['menu', 'buttons', 'languages'] as const
export type HeaderComponent = (typeof HEADER_COMPONENTS)[number]

export const FOOTER_CODES = ['default', 'compact'] as const
export type FooterCode = (typeof FOOTER_CODES)[number]
export const FOOTER_COMPONENTS = ['contact', 'hours', 'links', 'social'] as const
export type FooterComponent = (typeof FOOTER_COMPONENTS)[number]

export type HeaderLayout = { readonly code: HeaderCode; readonly components: readonly HeaderComponent[] }
export type FooterLayout = { readonly code: FooterCode; readonly components: readonly FooterComponent[] }

/** A page's colours: its body, the header and the footer around it. */
export type PageTheme = { readonly page: ThemeName; readonly header: ThemeName; readonly footer: ThemeName }

/** What a page without a theme of its own gets. */
export const DEFAULT_PAGE_THEME: PageTheme = { page: 'light', header: 'light', footer: 'light' }

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** The chosen parts in their fixed order; none chosen (or never set) means all of them. */
function partsOf<T extends string>(allowed: readonly T[], chosen: readonly unknown[] | null | undefined): T[] {
  const parts = allowed.filter((part) => chosen?.includes(part))
  return parts.length > 0 ? parts : [...allowed]
}

export function headerLayoutOf(
  raw: { code?: unknown; components?: readonly unknown[] | null } | null | undefined,
): HeaderLayout {
  return { code: oneOf(HEADER_CODES, raw?.code, 'default'), components: partsOf(HEADER_COMPONENTS, raw?.components) }
}

export function footerLayoutOf(
  raw: { code?: unknown; components?: readonly unknown[] | null } | null | undefined,
): FooterLayout {
  return { code: oneOf(FOOTER_CODES, raw?.code, 'default'), components: partsOf(FOOTER_COMPONENTS, raw?.components) }
}

export function themeOf(value: unknown, fallback: ThemeName = 'light'): ThemeName {
  return oneOf(THEME_NAMES, value, fallback)
}

/** A page's theme group as stored; missing values take the defaults. */
export function pageThemeOf(raw: { page?: unknown; header?: unknown; footer?: unknown } | null | undefined): PageTheme {
  return {
    page: themeOf(raw?.page, DEFAULT_PAGE_THEME.page),
    header: themeOf(raw?.header, DEFAULT_PAGE_THEME.header),
    footer: themeOf(raw?.footer, DEFAULT_PAGE_THEME.footer),
  }
}

/** The error screen (404 and others) wears the company's error theme everywhere: body, header and footer. */
export function errorPageTheme(errorTheme: ThemeName): PageTheme {
  return { page: errorTheme, header: errorTheme, footer: errorTheme }
}
