import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import type { Money } from '@/domain/money/money'
import type { WebCategoryId } from '@/domain/fleet/web-categories'

export type RecommendedPick = {
  category: WebCategoryId
  model: string
  name: string
  pictureURL: string | null
  perDay: Money | undefined
  href: string
}

/** The recommended-cars block (SPEC §2): one car per web category, from its lowest price per day. */
export async function RecommendedCars({ picks }: { picks: readonly RecommendedPick[] }) {
  const [t, filters, locale] = await Promise.all([
    getTranslations('booking.recommended'),
    getTranslations('booking.filters'),
    getLocale(),
  ])
  return (
    <section aria-labelledby="recommended-title" data-testid="recommended-cars">
      <h2 id="recommended-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {picks.map((pick) => {
          const category = filters(`category.${pick.category}`)
          return (
            <li key={pick.category} className="flex flex-col rounded-2xl border border-line bg-white p-4">
              {pick.pictureURL ? (
                // eslint-disable-next-line @next/next/no-img-element -- CMS files are already resized WebP
                <img
                  src={pick.pictureURL}
                  alt=""
                  width={450}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[5/4] w-full rounded-lg bg-surface object-contain"
                />
              ) : null}
              <p className="mt-3 text-sm font-semibold text-brand-700">{category}</p>
              <p className="text-lg font-bold">{pick.name}</p>
              {pick.perDay ? (
                <p className="text-sm text-muted">{t('from', { price: formatMoney(pick.perDay, locale) })}</p>
              ) : null}
              <NextLink
                href={pick.href}
                scroll={false}
                className="mt-3 self-start rounded-sm font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700"
              >
                {t('show', { category })}
              </NextLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
