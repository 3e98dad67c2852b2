import NextLink from 'next/link'

import { formatMoney } from '@/domain/money/money-format'
import type { SaleCarView } from '@/server/fleet/block-cars'
import { MediaImage } from '@/ui/primitives/MediaImage'

type Texts = { photoOf: string; was: string; now: string; mileage: string; fuel: string; gearbox: string }

/** A recommended car: photo, name, year, mileage, fuel, gearbox and price, linking to its page. */
export function SaleCarCard({
  car,
  href,
  locale,
  texts,
}: {
  car: SaleCarView
  href: string
  locale: string
  texts: Texts
}) {
  const isk = (amount: number) => formatMoney({ amount: amount * 100, currency: 'ISK' }, locale)
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-line"
      data-testid="recommended-car"
    >
      {car.picture ? (
        <MediaImage media={car.picture} sizes="(min-width: 1024px) 25vw, 90vw" alt={texts.photoOf} />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold">
          <NextLink href={href} className="after:absolute after:inset-0 hover:underline">
            {car.brand} {car.model}
          </NextLink>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {car.year} · {texts.mileage} · {texts.fuel} · {texts.gearbox}
        </p>
        <p className="mt-auto pt-3 text-lg">
          {car.listPrice !== null ? (
            <>
              <span className="sr-only">{texts.was} </span>
              <s className="mr-2 text-sm text-muted">{isk(car.listPrice)}</s>
              <span className="sr-only">{texts.now} </span>
            </>
          ) : null}
          <strong className="font-extrabold text-brand-900">{isk(car.price)}</strong>
        </p>
      </div>
    </article>
  )
}
