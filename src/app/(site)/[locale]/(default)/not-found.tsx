import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'
import { ErrorScreen } from '@/ui/errors/ErrorScreen'

export default async function NotFound() {
  const [t, company] = await Promise.all([getTranslations('errors'), getLocale().then(getCompanyInfo)])
  return (
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
  )
}
