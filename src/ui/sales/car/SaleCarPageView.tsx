import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import type React from 'react'

import { formatMoney } from '@/domain/money/money-format'
import { specRows } from '@/domain/sales/car-page/spec-rows'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { SaleCarPage } from '@/server/sales/car/sale-car'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { SaleCarCard } from '@/ui/sales/SaleCarCard'

import { CarGallery, OfferButton, SaleForm, WatchForm } from './lazy'
import { SpecTable } from './SpecTable'
import type { ClientBotCheck } from './use-bot-fields'
import { CheckList } from '@/ui/primitives/CheckList'

type Props = {
  page: SaleCarPage
  paths: { search: string; car: string }
  botCheck: ClientBotCheck
  /** The editor's blocks of the car page (the CMS page at the car path: financing and the like). */
  blocks?: React.ReactNode
}

/**
 * One car for sale (SPEC §2): breadcrumbs, gallery, price with the sale amount and discount,
 * tags, specification, accessories, SKU, offer / inquiry / trade-in forms, price watch, the
 * editor's blocks (financing) and up to 8 similar cars.
 */
export async function SaleCarPageView({ page, paths, botCheck, blocks }: Props) {
  const [t, locale] = await Promise.all([getTranslations('saleCar'), getLocale()])
  const { car } = page
  const name = `${car.brand} ${car.model}`
  const isk = (amount: number) => formatMoney({ amount: amount * 100, currency: 'ISK' }, locale)
  const href = (path: string) => getPathname({ href: path, locale: locale as Locale })
  return (
    <Container className="py-6 sm:py-10" data-testid="sale-car-page">
      <nav aria-label={t('breadcrumbs')} className="text-sm">
        <ol className="flex flex-wrap gap-1 text-muted">
          <li>
            <NextLink href={href('/')} className="underline underline-offset-4 hover:text-ink">
              {t('home')}
            </NextLink>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <NextLink href={href(paths.search)} className="underline underline-offset-4 hover:text-ink">
              {t('carsForSale')}
            </NextLink>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="font-semibold text-ink">
            {name}
          </li>
        </ol>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Heading level={1}>
            {name} <span className="font-normal text-muted">{car.specification.year}</span>
          </Heading>
          {car.tags.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('tags')} data-testid="car-tags">
              {car.tags.map((tag) => (
                <li
                  key={tag.label}
                  className="rounded px-2 py-0.5 text-sm font-semibold"
                  style={{ color: tag.textColour, backgroundColor: tag.backgroundColour }}
                >
                  {tag.label}
                </li>
              ))}
            </ul>
          ) : null}
          {car.isSold ? (
            <p
              role="status"
              className="mt-4 rounded-lg bg-ink px-4 py-3 font-semibold text-white"
              data-testid="sold-note"
            >
              {t('soldNote')}
            </p>
          ) : null}
          <div className="mt-5">
            <CarGallery images={car.images} name={name} />
          </div>
        </div>
        <aside className="lg:row-span-2">
          <div className="space-y-5 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <section
              aria-label={t('price')}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
              data-testid="car-price"
            >
              {car.isSold ? (
                <p className="text-2xl font-extrabold">{t('sold')}</p>
              ) : (
                <>
                  {car.price.listPrice !== null ? (
                    <p className="text-muted">
                      <span className="sr-only">{t('was')} </span>
                      <s>{isk(car.price.listPrice)}</s>
                    </p>
                  ) : null}
                  <p className="text-3xl font-extrabold text-brand-900">
                    {car.price.listPrice !== null ? <span className="sr-only">{t('now')} </span> : null}
                    {isk(car.price.price)}
                  </p>
                  {car.price.discount !== null && car.price.discountPercent !== null ? (
                    <p className="mt-1 font-semibold text-success" data-testid="car-discount">
                      {t('save', { amount: isk(car.price.discount), percent: car.price.discountPercent })}
                    </p>
                  ) : null}
                </>
              )}
              <p className="mt-3 text-sm text-muted">
                {t('sku')}: <span className="font-mono text-ink">{car.sku}</span>
              </p>
              {car.isSold ? null : (
                <div className="mt-4">
                  <OfferButton carId={car.id} name={name} searchPath={paths.search} botCheck={botCheck} />
                </div>
              )}
            </section>
            {car.isSold ? null : <WatchForm carId={car.id} searchPath={paths.search} botCheck={botCheck} />}
          </div>
        </aside>
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="car-spec-title">
            <Heading level={2} id="car-spec-title" size={3} className="mb-4">
              {t('specTitle')}
            </Heading>
            <SpecTable rows={specRows(car.specification, car)} />
          </section>
          {car.accessories.length > 0 ? (
            <section aria-labelledby="car-accessories-title">
              <Heading level={2} id="car-accessories-title" size={3} className="mb-3">
                {t('accessoriesTitle')}
              </Heading>
              <CheckList items={car.accessories} testId="car-accessories" />
            </section>
          ) : null}
          {car.isSold ? null : (
            <div className="grid gap-8 xl:grid-cols-2">
              <section aria-labelledby="car-inquiry-title" className="rounded-2xl bg-white p-5 ring-1 ring-line">
                <Heading level={2} id="car-inquiry-title" size={3} className="mb-4">
                  {t('forms.inquiryTitle')}
                </Heading>
                <SaleForm kind="inquiry" carId={car.id} name={name} searchPath={paths.search} botCheck={botCheck} />
              </section>
              <section aria-labelledby="car-trade-in-title" className="rounded-2xl bg-white p-5 ring-1 ring-line">
                <Heading level={2} id="car-trade-in-title" size={3} className="mb-2">
                  {t('forms.tradeInTitle')}
                </Heading>
                <p className="mb-4 text-muted">{t('forms.tradeInIntro', { name })}</p>
                <SaleForm kind="trade-in" carId={car.id} name={name} searchPath={paths.search} botCheck={botCheck} />
              </section>
            </div>
          )}
        </div>
      </div>
      {blocks}
      {page.recommended.length > 0 ? (
        <section aria-labelledby="car-recommended-title" className="mt-12">
          <Heading level={2} id="car-recommended-title" size={3} className="mb-4">
            {t('recommendedTitle')}
          </Heading>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="recommended-cars">
            {page.recommended.map((other) => (
              <li key={other.id}>
                <SaleCarCard
                  car={other}
                  href={`${paths.car}/${other.id}`}
                  locale={locale}
                  sizes="(min-width: 1024px) 25vw, (min-width: 612px) 45vw, 92vw"
                  testId="recommended-car"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  )
}
