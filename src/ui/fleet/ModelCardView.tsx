import Link from 'next/link'

import { buttonClass } from '@/ui/primitives/button-styles'
import { CheckList } from '@/ui/primitives/CheckList'

import type { ModelCardData, ModelCardText } from './model-card-data'

export type ModelCardViewProps = {
  car: ModelCardData
  text: ModelCardText
  /** Heading level of the model name in the page outline. */
  headingLevel?: 2 | 3
  /** 'row' puts the picture beside the text from tablets up (list view, car details block). */
  layout?: 'column' | 'row'
  /** The first picture above the fold: loaded at once, with high priority. */
  isPriority?: boolean
  className?: string
}

/**
 * A rental model's card from its data: picture, seats, bags, doors, transmission, drive, fuel,
 * features, F-roads allowed or not, "from €X a day", its page and "Book this car". Renders on the
 * server (ModelCard) and in the browser (lists that switch their cards).
 */
export function ModelCardView({
  car,
  text,
  headingLevel = 3,
  layout = 'column',
  isPriority = false,
  className = '',
}: ModelCardViewProps) {
  const Title = `h${headingLevel}` as const
  const headingId = `model-${car.id}-name`
  const price = text.fromPerDay
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-x-6 rounded-2xl border border-line bg-white p-4 text-ink shadow-xs ${
        layout === 'row' ? 'md:grid md:grid-cols-[16rem_minmax(0,1fr)]' : ''
      } ${className}`}
      data-testid="model-card"
      data-model={car.model}
    >
      {car.pictureURL ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS files are already resized WebP
        <img
          src={car.pictureURL}
          alt={car.photoAlt}
          width={450}
          height={360}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[5/4] w-full rounded-lg bg-surface object-contain"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <Title id={headingId} className="mt-3 text-xl font-bold">
          <Link href={car.detailsHref} className="hover:underline">
            {car.model}
          </Link>
        </Title>
        <p className="text-sm text-muted">{car.name}</p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="model-facts">
          {car.facts.map((fact) => {
            const label = text.factLabels[fact.key]
            return (
              <li key={fact.key} data-fact={fact.key}>
                {label ? <span className="sr-only">{`${label}: `}</span> : null}
                <span className="font-medium">{fact.value}</span>
              </li>
            )
          })}
        </ul>
        <p
          className={`mt-2 text-sm font-semibold ${car.isFRoadAllowed ? 'text-success' : 'text-muted'}`}
          data-testid="model-f-road"
        >
          {car.isFRoadAllowed ? text.fRoadAllowed : text.fRoadNotAllowed}
        </p>
        {car.features.length > 0 ? (
          <CheckList items={car.features} label={text.features} columns={1} className="mt-2 text-sm text-muted" />
        ) : null}
        <div className="mt-auto pt-4">
          <p className="text-lg" data-testid="model-from-price">
            {car.price === null ? (
              <span className="font-semibold">{text.noPrice}</span>
            ) : (
              <>
                {price.before}
                <strong className="text-2xl font-extrabold text-brand-900">{`${price.strongBefore}${car.price}${price.strongAfter}`}</strong>
                {price.after}
              </>
            )}
          </p>
          <div className="mt-3 grid gap-2">
            <Link
              href={car.bookHref}
              className={buttonClass('secondary')}
              aria-label={car.bookLabel}
              data-testid="model-book"
            >
              {text.bookThis}
            </Link>
            <Link
              href={car.detailsHref}
              className={buttonClass('outline')}
              aria-label={car.detailsLabel}
              data-testid="model-details"
            >
              {text.details}
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}
