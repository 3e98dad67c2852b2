import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { carDisplayName } from '@/domain/fleet/car-display-name'
import { isFRoadAllowed } from '@/domain/fleet/f-roads'
import { formatMoney, isDisplayablePrice } from '@/domain/money/money-format'
import { officeClock } from '@/domain/time/office-time'
import { chooseCar } from '@/server/booking-flow/actions/choose-car'
import { priceModel } from '@/server/fleet/actions/price-model'
import type { ModelPage } from '@/server/fleet/fleet-model'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { catalogueEvent } from '@/ui/tracking/fleet-event'
import { TrackEvent } from './lazy'

import { ModelGallery } from './ModelGallery'
import { ModelPriceForm } from './ModelPriceForm'
import { ModelProtections } from './ModelProtections'
import { ModelSpecification } from './ModelSpecification'
import { CheckList } from '@/ui/primitives/CheckList'

const INCLUDED = ['protection', 'shuttle', 'support', 'vat'] as const

/** A rental model's page (/cars/{slug}): gallery, specification, what is included, protections, rules, price form. */
export async function ModelView({ page, libraryHref }: { page: ModelPage; libraryHref: string }) {
  const [t, fleet, card, loading, locale] = await Promise.all([
    getTranslations('fleet.model'),
    getTranslations('fleet'),
    getTranslations('booking.card'),
    getTranslations('booking.loading'),
    getLocale(),
  ])
  const { model } = page
  const name = carDisplayName({
    model: model.model,
    displayName: model.displayName,
    isGuaranteedModel: model.isGuaranteedModel,
    orSimilar: (value) => card('orSimilar', { name: value }),
  })
  const canTakeFRoads = isFRoadAllowed(model.driveType)
  const modelEvent = catalogueEvent([model])
  return (
    <Container className="py-8 sm:py-12" data-testid="model-page">
      <TrackEvent name="view_item" payload={modelEvent} />
      <NextLink href={libraryHref} className="text-sm font-semibold text-brand-600 underline underline-offset-4">
        {fleet('allCars')}
      </NextLink>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Heading level={1}>{model.model}</Heading>
          <p className="mt-1 text-lg text-muted">{name}</p>
          <p className="mt-3 text-lg" data-testid="model-from-price">
            {isDisplayablePrice(model.fromPerDay)
              ? fleet.rich('fromPerDay', {
                  price: formatMoney(model.fromPerDay, locale),
                  strong: (chunks) => <strong className="text-2xl font-extrabold text-brand-900">{chunks}</strong>,
                })
              : card('noPrice')}
          </p>
          <div className="mt-6">
            <ModelGallery
              images={page.images}
              label={t('gallery', { name: model.model })}
              altOf={(index) => t('photo', { index, name: model.model })}
            />
          </div>
        </div>
        <aside className="lg:row-span-2">
          <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <ModelPriceForm
              categoryId={model.id}
              minDate={officeClock(new Date()).isoDate}
              locale={locale}
              model={model.model}
              priceAction={priceModel}
              bookAction={chooseCar}
              selectEvent={modelEvent}
              texts={{
                title: t('priceTitle'),
                pickupDate: t('pickupDate'),
                returnDate: t('returnDate'),
                showPrice: t('showPrice'),
                checking: t('checking'),
                priceNote: t('priceNote'),
                unavailable: t('unavailable'),
                badDates: t('badDates'),
                failed: t('failed'),
                seeAll: t('seeAll'),
                bookIt: t('bookIt'),
                requestNote: t('requestNote'),
                requestIt: t('requestIt'),
                reserving: loading('reserving'),
              }}
            />
          </div>
        </aside>
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="model-spec-title">
            <Heading level={2} id="model-spec-title" size={3} className="mb-4">
              {t('specTitle')}
            </Heading>
            <ModelSpecification model={model} />
          </section>
          {model.features.length > 0 ? (
            <section aria-labelledby="model-features-title">
              <Heading level={2} id="model-features-title" size={3} className="mb-3">
                {t('featuresTitle')}
              </Heading>
              <CheckList items={model.features} testId="model-features" />
            </section>
          ) : null}
          <section aria-labelledby="model-included-title">
            <Heading level={2} id="model-included-title" size={3} className="mb-3">
              {t('includedTitle')}
            </Heading>
            <ul className="grid gap-1 sm:grid-cols-2" data-testid="model-included">
              <li className="flex gap-2">
                <span aria-hidden="true" className="text-success">
                  ✓
                </span>
                {t('spec.mileage')}:{' '}
                {model.mileagePolicy === 'limited' && model.dailyKmLimit
                  ? t('mileage.limited', { km: model.dailyKmLimit })
                  : t('mileage.unlimited')}
              </li>
              {INCLUDED.map((key) => (
                <li key={key} className="flex gap-2">
                  <span aria-hidden="true" className="text-success">
                    ✓
                  </span>
                  {t(`included.${key}`)}
                </li>
              ))}
            </ul>
          </section>
          {page.protections.length > 0 ? (
            <section aria-labelledby="model-protection-title">
              <Heading level={2} id="model-protection-title" size={3} className="mb-2">
                {t('protectionTitle')}
              </Heading>
              <p className="mb-4 text-muted">{t('protectionIntro')}</p>
              <ModelProtections protections={page.protections} />
            </section>
          ) : null}
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="model-age-title" data-testid="model-age">
              <Heading level={2} id="model-age-title" size={3} className="mb-2">
                {t('ageTitle')}
              </Heading>
              <p>{t('ageRule', { min: page.minDriverAge })}</p>
              {page.youngDriverFees.map((row) => (
                <p key={row.band} className="mt-1 text-muted">
                  {t('youngFee', { band: row.band, price: formatMoney(row.fee, locale) })}
                </p>
              ))}
            </section>
            <section aria-labelledby="model-froad-title" data-testid="model-f-road-note">
              <Heading level={2} id="model-froad-title" size={3} className="mb-2">
                {t('fRoadTitle')}
              </Heading>
              <p className={canTakeFRoads ? 'text-success' : ''}>{canTakeFRoads ? t('fRoadYes') : t('fRoadNo')}</p>
            </section>
          </div>
        </div>
      </div>
    </Container>
  )
}
