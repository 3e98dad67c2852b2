/**
 * Addresses of site pages as a visitor's browser asks for them: the default language has no prefix,
 * every other one does (`/de/about`, `/de/` for the home page).
 */
export function sitePath({
  locale,
  path,
  defaultLocale,
}: {
  locale: string
  path: string
  defaultLocale: string
}): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`
}

/** The internal segment of the live preview (a folder `%5Fpreview`: Next keeps `_` folders private). */
export const PREVIEW_SEGMENT = '_preview'

/** The live preview of page `id` in `locale`: the draft, rendered per request for a signed-in editor. */
export function previewPath({
  locale,
  id,
  defaultLocale,
}: {
  locale: string
  id: string | number
  defaultLocale: string
}): string {
  return sitePath({ locale, path: `/${PREVIEW_SEGMENT}/${id}`, defaultLocale })
}
