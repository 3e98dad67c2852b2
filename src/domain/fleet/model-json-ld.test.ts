import { describe, expect, it } from 'vitest'

import { modelJsonLd, type ModelJsonLdInput } from './model-json-ld'

const input: ModelJsonLdInput = {
  name: 'Dacia Duster 4x4',
  description: 'A 4x4 for the highlands.',
  url: 'https://vegur.is/cars/dacia-duster-4x4',
  imageUrls: ['https://vegur.is/media/duster.webp'],
  seats: 5,
  doors: 5,
  isAutomatic: false,
  fuelType: 'Diesel',
  driveType: '4WD',
  fromPerDay: { amount: 5310, currency: 'EUR' },
}

describe('modelJsonLd', () => {
  it('is a Product and a Car with an Offer at the from price per day', () => {
    expect(modelJsonLd(input)).toMatchObject({
      '@type': ['Product', 'Car'],
      name: 'Dacia Duster 4x4',
      image: ['https://vegur.is/media/duster.webp'],
      vehicleTransmission: 'ManualTransmission',
      offers: { '@type': 'Offer', price: '53.10', priceCurrency: 'EUR', priceSpecification: { unitCode: 'DAY' } },
    })
  })

  it('has no Offer without a price, and no image without pictures', () => {
    const markup = modelJsonLd({ ...input, fromPerDay: undefined, imageUrls: [] })
    expect(markup).not.toHaveProperty('offers')
    expect(markup).not.toHaveProperty('image')
  })
})
