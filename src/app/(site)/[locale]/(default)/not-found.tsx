import { getLocale } from 'next-intl/server'

import { localeOr } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import { NotFoundScreen } from '@/ui/errors/NotFoundScreen'

export default async function NotFound() {
  const locale = localeOr(await getLocale())
  const company = await getCompanyInfo(locale)
  return <NotFoundScreen locale={locale} contactPath={company.paths.contact} errorTheme={company.layout.errorTheme} />
}
