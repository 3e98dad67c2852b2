import type { PageTheme } from '@/domain/content/chrome-layout'

/**
 * Dresses the page body, the header and the footer in a page's theme (SPEC §3 Page `theme`; the
 * error pages' `errorTheme`). The header and footer belong to the layout, which does not know the
 * page, so the page renders this marker and the style sheet themes them from it (`:has()`): no
 * script, and the cached page stays the same for everyone.
 */
export function PageThemeMarker({ theme }: { theme: PageTheme }) {
  return (
    <span
      hidden
      data-page-theme={theme.page}
      data-header-theme={theme.header}
      data-footer-theme={theme.footer}
      data-testid="page-theme"
    />
  )
}
