import { describe, expect, it } from 'vitest'

import { billingOf } from './adyen-address'

const place = { postalCode: '101', city: 'Reykjavík', country: 'IS' }

describe('the billing address sent to Adyen', () => {
  it('splits the house number from the street, as Adyen takes them', () => {
    expect(billingOf({ street: 'Laugavegur 12', ...place })).toEqual({
      billingAddress: { street: 'Laugavegur', houseNumberOrName: '12', ...place },
    })
    expect(billingOf({ street: 'Hverfisgata 4b', ...place }).billingAddress?.houseNumberOrName).toBe('4b')
    expect(billingOf({ street: 'Bíldshöfði 20-22', ...place }).billingAddress?.street).toBe('Bíldshöfði')
  })

  it('sends none when the number cannot be told apart, or there is no address', () => {
    expect(billingOf({ street: 'Hótel Saga', ...place })).toEqual({})
    expect(billingOf(undefined)).toEqual({})
  })
})
