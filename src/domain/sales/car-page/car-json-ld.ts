export type SaleCarJsonLdInput = {
  readonly name: string
  readonly brand: string
  readonly model: string
  readonly sku: string
  readonly url: string
  readonly imageUrls: readonly string[]
  readonly year: number
  readonly mileageKm: number
  readonly fuel: string
  readonly isAutomatic: boolean
  readonly colour: string | null
  readonly doors: number | null
  readonly seats: number | null
  /** What the buyer pays, whole ISK. */
  readonly price: number
  readonly isSold: boolean
}

/** schema.org markup of a car for sale: a `Car` (a Product) with its `Offer` in ISK. */
export function saleCarJsonLd(input: SaleCarJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: input.name,
    brand: { '@type': 'Brand', name: input.brand },
    model: input.model,
    sku: input.sku,
    url: input.url,
    ...(input.imageUrls.length > 0 && { image: input.imageUrls }),
    vehicleModelDate: String(input.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: input.mileageKm, unitCode: 'KMT' },
    fuelType: input.fuel,
    vehicleTransmission: input.isAutomatic ? 'AutomaticTransmission' : 'ManualTransmission',
    ...(input.colour && { color: input.colour }),
    ...(input.doors && { numberOfDoors: input.doors }),
    ...(input.seats && { vehicleSeatingCapacity: input.seats }),
    itemCondition: 'https://schema.org/UsedCondition',
    ...(input.price > 0 && {
      offers: {
        '@type': 'Offer',
        url: input.url,
        price: input.price.toFixed(0),
        priceCurrency: 'ISK',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: input.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      },
    }),
  }
}
