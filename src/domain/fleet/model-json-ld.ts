import { toMajorUnits, type Money } from '../money/money'

export type ModelJsonLdInput = {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly imageUrls: readonly string[]
  readonly seats: number
  readonly doors: number
  readonly isAutomatic: boolean
  readonly fuelType: string | undefined
  readonly driveType: string
  readonly fromPerDay: Money | undefined
}

/**
 * schema.org markup of a rental model page: a `Product` that is a `Car`, with an `Offer` for its
 * "from" price per day when it has one.
 */
export function modelJsonLd(input: ModelJsonLdInput): Record<string, unknown> {
  const price = input.fromPerDay
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.imageUrls.length > 0 && { image: input.imageUrls }),
    vehicleSeatingCapacity: input.seats,
    numberOfDoors: input.doors,
    vehicleTransmission: input.isAutomatic ? 'AutomaticTransmission' : 'ManualTransmission',
    ...(input.fuelType && { fuelType: input.fuelType }),
    driveWheelConfiguration: input.driveType,
    ...(price &&
      price.amount > 0 && {
        offers: {
          '@type': 'Offer',
          url: input.url,
          price: toMajorUnits(price).toFixed(2),
          priceCurrency: price.currency,
          availability: 'https://schema.org/InStock',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: toMajorUnits(price).toFixed(2),
            priceCurrency: price.currency,
            unitCode: 'DAY',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
          },
        },
      }),
  }
}
