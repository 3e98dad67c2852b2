import { describe, expect, it } from 'vitest'

import { modelOffer } from './model-offer'

const CAR = { onRequest: false, perDayAmount: 53.1, totalAmount: 371.7, payAtPickupTotal: 413, days: 7 }

describe('modelOffer', () => {
  it('offers a free car to book at its pay-now price', () => {
    expect(modelOffer(CAR)).toEqual({ kind: 'book', perDay: 53.1, total: 371.7, days: 7 })
  })

  it('offers a car on request as a request at the pay-at-pickup price, nothing paid now', () => {
    expect(modelOffer({ ...CAR, onRequest: true })).toEqual({ kind: 'request', total: 413, days: 7 })
  })
})
