import { describe, expect, it } from 'vitest'

import { saleSearchKeys } from './derived'

const now = new Date('2026-11-20T10:00:00Z')

describe('saleSearchKeys', () => {
  it('slugs brand and model, codes the colour and takes the sale amount as the asking price', () => {
    expect(
      saleSearchKeys(
        {
          brand: 'Land Rover',
          model: 'Defender 110',
          price: 11_900_000,
          saleAmount: 11_490_000,
          specification: { colour: 'Grey' },
        },
        now,
      ),
    ).toEqual({
      brandSlug: 'land-rover',
      modelSlug: 'defender-110',
      colorSlug: 'grey',
      askingPrice: 11_490_000,
      discount: 410_000,
      soldAt: null,
    })
  })

  it('keeps a colour code and maps a colour kept as text to its code', () => {
    const colourOf = (colour: string) =>
      saleSearchKeys({ brand: 'Kia', model: 'Ceed', price: 1, specification: { colour } }, now).colorSlug
    expect(colourOf('silver')).toBe('silver')
    expect(colourOf('Dark blue metallic')).toBe('blue')
    expect(colourOf('Svartur')).toBe('black')
    expect(colourOf('Rainbow')).toBe('other')
  })

  it('ignores a sale amount that is not below the price', () => {
    const keys = saleSearchKeys({ brand: 'Kia', model: 'Ceed', price: 2_000_000, saleAmount: 2_000_000 }, now)
    expect(keys.askingPrice).toBe(2_000_000)
    expect(keys.discount).toBe(0)
    expect(keys.colorSlug).toBeNull()
  })

  it('stamps the sale once and clears it when the car is back on sale', () => {
    expect(saleSearchKeys({ brand: 'Kia', model: 'Ceed', price: 1, sold: true }, now).soldAt).toBe(now.toISOString())
    expect(
      saleSearchKeys({ brand: 'Kia', model: 'Ceed', price: 1, sold: true, soldAt: '2026-11-01T00:00:00.000Z' }, now)
        .soldAt,
    ).toBe('2026-11-01T00:00:00.000Z')
    expect(
      saleSearchKeys({ brand: 'Kia', model: 'Ceed', price: 1, sold: false, soldAt: '2026-11-01T00:00:00.000Z' }, now)
        .soldAt,
    ).toBeNull()
  })
})
