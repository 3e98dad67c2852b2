import { describe, expect, it } from 'vitest'

import { modelOffer } from './model-offer'

// 53.10 a day of rent and 28.30 of fees (a young driver) over 7 days.
const CAR = { onRequest: false, totalAmount: 400, payAtPickupTotal: 444.4, days: 7 }

describe('modelOffer', () => {
  it('offers a free car to book at its pay-now price, a day being the all-in total over the days', () => {
    expect(modelOffer(CAR)).toEqual({ kind: 'book', perDay: 57.14, total: 400, days: 7 })
  })

  it('offers a car on request as a request at the pay-at-pickup price, nothing paid now', () => {
    expect(modelOffer({ ...CAR, onRequest: true })).toEqual({ kind: 'request', total: 444.4, days: 7 })
  })
})
