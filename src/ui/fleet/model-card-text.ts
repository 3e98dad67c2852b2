import 'server-only'

import { getLocale, getTranslations } from 'next-intl/server'

import { formatMoney, isDisplayablePrice } from '@/domain/money/money-format'

import type { FleetCardData } from './fleet-card'
import { PRICE_MARKERS, priceTemplate, type ModelCardData, type ModelCardText } from './model-card-data'

type CardTexts = { text: ModelCardText; toData: (car: FleetCardData) => ModelCardData }

/** The shared labels of model cards in the request's language, and how to turn a car into a card's data. */
export async function modelCardTexts(): Promise<CardTexts> {
  const [t, card, locale] = await Promise.all([getTranslations('fleet'), getTranslations('booking.card'), getLocale()])
  const text: ModelCardText = {
    factLabels: { transmission: card('transmission'), drive: card('drive'), fuel: t('fuel') },
    fRoadAllowed: t('fRoadAllowed'),
    fRoadNotAllowed: t('fRoadNotAllowed'),
    features: card('features'),
    noPrice: card('noPrice'),
    fromPerDay: priceTemplate(t.markup('fromPerDay', PRICE_MARKERS)),
    bookThis: t('bookThis'),
    details: t('details'),
  }
  const toData = (car: FleetCardData): ModelCardData => ({
    id: car.id,
    model: car.model,
    name: car.name,
    pictureURL: car.pictureURL,
    photoAlt: card('photoOf', { name: car.model }),
    facts: [
      { key: 'transmission', value: car.transmissionAuto ? card('automatic') : card('manual') },
      { key: 'seats', value: card('seats', { count: car.passengerCount }) },
      { key: 'bags', value: card('bags', { count: car.baggageCount }) },
      { key: 'doors', value: t('doors', { count: car.doorCount }) },
      { key: 'drive', value: car.driveType },
      ...(car.fuelType ? [{ key: 'fuel' as const, value: t(`fuels.${car.fuelType}`) }] : []),
    ],
    isFRoadAllowed: car.isFRoadAllowed,
    features: car.features,
    price: isDisplayablePrice(car.fromPerDay) ? formatMoney(car.fromPerDay, locale) : null,
    detailsHref: car.detailsHref,
    bookHref: car.bookHref,
    bookLabel: t('bookThisFor', { name: car.model }),
    detailsLabel: t('detailsFor', { name: car.model }),
  })
  return { text, toData }
}
