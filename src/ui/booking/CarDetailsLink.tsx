import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { localeOr } from '@/i18n/locales'
import { modelPagePath } from '@/ui/fleet/fleet-card'

/** The car info card's 'Car details' link (SPEC §2): the model's page, /cars/{slug}. None without a slug. */
export async function CarDetailsLink({
  slug,
  model,
  className = '',
}: {
  slug: string
  model: string
  className?: string
}) {
  if (!slug) return null
  const [t, current] = await Promise.all([getTranslations('fleet'), getLocale()])
  const locale = localeOr(current)
  return (
    <NextLink
      href={modelPagePath({ slug, locale })}
      aria-label={t('detailsFor', { name: model })}
      className={`inline-flex min-h-6 items-center rounded-sm text-sm font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700 ${className}`}
      data-testid="car-details-link"
    >
      {t('details')}
    </NextLink>
  )
}
