import { getLocale, getTranslations } from 'next-intl/server'

import { errorPageTheme } from '@/domain/content/chrome-layout'
import { Link } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'
import { ErrorScreen } from '@/ui/errors/ErrorScreen'
import { PageThemeMarker } from '@/ui/themes/PageThemeMarker'

export default async function NotFound() {
  const [t, company] = await Promise.all([getTranslations('errors'), getLocale().then(getCompanyInfo)])
  return (
    <>
      {/* SPEC §4: the not-found component in the error theme (Company information › Layout). */}
      <PageThemeMarker theme={errorPageTheme(company.layout.errorTheme)} />
      <ErrorScreen status={404} title={t('notFoundTitle')} text={t('notFoundText')}>
        <Link href="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {t('returnHome')}
        </Link>
        <Link
          href={company.paths.contact}
          className="rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('contactUs')}
        </Link>
      </ErrorScreen>
    </>
  )
}
