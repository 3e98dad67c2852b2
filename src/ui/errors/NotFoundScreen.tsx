import { getTranslations } from 'next-intl/server'

import { errorPageTheme, type ThemeName } from '@/domain/content/chrome-layout'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { PageThemeMarker } from '@/ui/themes/PageThemeMarker'

import { ErrorScreen } from './ErrorScreen'

/**
 * SPEC §2: 'Sorry, page not found' with Return Home and Contact us (the company's contact path),
 * in the error theme (SPEC §4, Company information › Layout).
 */
export async function NotFoundScreen(props: { locale: Locale; contactPath: string; errorTheme: ThemeName }) {
  const { locale, contactPath, errorTheme } = props
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <>
      <PageThemeMarker theme={errorPageTheme(errorTheme)} />
      <ErrorScreen status={404} title={t('notFoundTitle')} text={t('notFoundText')}>
        <Link href="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {t('returnHome')}
        </Link>
        <Link
          href={contactPath}
          className="rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('contactUs')}
        </Link>
      </ErrorScreen>
    </>
  )
}
