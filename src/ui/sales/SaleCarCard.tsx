import { getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import { Link } from '@/i18n/navigation'
import type { SaleCard } from '@/server/sales/card'
import { MediaImage } from '@/ui/primitives/MediaImage'

/**
 * The one card of a car for sale (search results, the search-results block, recommended cars):
 * photo, tags in their colours, name, year, mileage, fuel, gearbox and price with the price before
 * the sale; the whole card links to the car's page (`href`, without the locale prefix).
 */
export async function SaleCarCard({
  car,
  href,
  locale,
  sizes = '(min-width: 1260px) 22vw, (min-width: 612px) 45vw, 92vw',
  isPriority = false,
  hasTags = true,
  testId = 'sale-car',
}: {
  car: SaleCard
  href: string
  locale: string
  /** How wide the photo is shown, for its `sizes`. */
  sizes?: string
  isPriority?: boolean
  hasTags?: boolean
  testId?: string
}) {
  const t = await getTranslations('saleResults')
  const isk = (amount: number) => formatMoney({ amount: amount * 100, currency: 'ISK' }, locale)
  const name = `${car.brand} ${car.model}`
  return (
    <article
      className="relative flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-700"
      data-testid={testId}
      data-car-id={car.id}
    >
      {car.picture ? (
        <MediaImage media={car.picture} sizes={sizes} alt={t('photoOf', { name })} priority={isPriority} />
      ) : (
        <div className="aspect-[5/4] bg-surface" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        {hasTags && car.tags.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-1" aria-label={t('tags')}>
            {car.tags.map((tag) => (
              <li
                key={tag.label}
                className="rounded px-2 py-0.5 text-xs font-semibold"
                style={{ color: tag.textColour, backgroundColor: tag.backgroundColour }}
              >
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="text-lg font-bold">
          <Link
            href={href}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            data-testid="sale-car-link"
          >
            {name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {car.year} · {t('mileage', { km: new Intl.NumberFormat(locale).format(car.mileage) })} ·{' '}
          {t(`fuels.${car.fuel}`)} · {t(`gearboxes.${car.gearbox}`)}
        </p>
        <p className="mt-auto pt-3 text-lg" data-testid="sale-car-price" data-price={car.price}>
          {car.listPrice !== null ? (
            <>
              <span className="sr-only">{t('was')} </span>
              <s className="mr-2 text-sm text-muted">{isk(car.listPrice)}</s>
              <span className="sr-only">{t('now')} </span>
            </>
          ) : null}
          <strong className="font-extrabold text-brand-900">{isk(car.price)}</strong>
        </p>
      </div>
    </article>
  )
}
