'use client'

import { Link } from '@/i18n/navigation'

import type { SaleCardData, SaleCardText } from './sale-card-data'

export type SaleCarCardViewProps = {
  car: SaleCardData
  text: SaleCardText
  /** How wide the photo is shown, for its `sizes`. */
  sizes: string
  isPriority?: boolean
  hasTags?: boolean
  testId?: string
}

/**
 * The one card of a car for sale from its data: photo, tags in their colours, name, year, mileage,
 * fuel, gearbox and price with the price before the sale; the whole card links to the car's page.
 * A client component so a page sends each card as its data, not as its markup twice (HTML, then
 * the RSC tree): the search results are a cached page's heaviest part.
 */
export function SaleCarCardView({
  car,
  text,
  sizes,
  isPriority = false,
  hasTags = true,
  testId = 'sale-car',
}: SaleCarCardViewProps) {
  const { photo } = car
  return (
    <article
      className="relative flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-700"
      data-testid={testId}
      data-car-id={car.id}
    >
      {photo ? (
        // Markup of MediaImage; the URLs come ready from the server (sale-card-text).
        <span className="relative block overflow-hidden bg-surface">
          {photo.placeholder ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
              style={{ backgroundImage: `url("${encodeURI(photo.placeholder)}")` }}
            />
          ) : null}
          <picture>
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={sizes}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              loading={isPriority ? 'eager' : 'lazy'}
              fetchPriority={isPriority ? 'high' : 'auto'}
              decoding={isPriority ? 'sync' : 'async'}
              className="relative block h-auto w-full"
            />
          </picture>
        </span>
      ) : (
        <div className="aspect-[5/4] bg-surface" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        {hasTags && car.tags.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-1" aria-label={text.tags}>
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
            href={car.href}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            data-testid="sale-car-link"
          >
            {car.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">{car.facts}</p>
        <p className="mt-auto pt-3 text-lg" data-testid="sale-car-price" data-price={car.priceAmount}>
          {car.listPrice !== null ? (
            <>
              <span className="sr-only">{`${text.was} `}</span>
              <s className="mr-2 text-sm text-muted">{car.listPrice}</s>
              <span className="sr-only">{`${text.now} `}</span>
            </>
          ) : null}
          <strong className="font-extrabold text-brand-900">{car.price}</strong>
        </p>
      </div>
    </article>
  )
}
