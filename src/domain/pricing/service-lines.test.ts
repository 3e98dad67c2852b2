import { describe, it, expect } from 'vitest'
import { feeLines, serviceLines } from './service-lines'
import { PRICE_LIST } from './price-list.fixture'

const base = { priceList: PRICE_LIST, categoryId: 'ECMR', protectionVariant: 'standard', days: 3 } as const
const summary = (lines: readonly { code: unknown; quantity: number; amount: { amount: number } }[]) =>
  lines.map((line) => [line.code, line.quantity, line.amount.amount])

describe('serviceLines', () => {
  it('selects Basic at cost 0 when no main protection is chosen', () => {
    const result = serviceLines({ ...base, selections: [] })
    expect(result.isOk && summary(result.value)).toEqual([[8, 1, 0]])
    const large = serviceLines({ ...base, protectionVariant: 'large', selections: [] })
    expect(large.isOk && summary(large.value)).toEqual([[10, 1, 0]])
  })
  it('prices per day or once, by category', () => {
    const selections = [
      { code: 9, quantity: 1 },
      { code: 17, quantity: 1 },
      { code: 501, quantity: 2 },
      { code: 502, quantity: 1 },
    ]
    const result = serviceLines({ ...base, selections })
    expect(result.isOk && summary(result.value)).toEqual([
      [9, 1, 4500],
      [17, 1, 2400],
      [501, 2, 4200],
      [502, 1, 2500],
    ])
    const compact = serviceLines({ ...base, categoryId: 'CDAR', selections: [{ code: 9, quantity: 1 }] })
    expect(compact.isOk && summary(compact.value)).toEqual([[9, 1, 6000]])
  })
  it('keeps only the last main protection chosen', () => {
    const result = serviceLines({
      ...base,
      selections: [
        { code: 9, quantity: 1 },
        { code: 12, quantity: 1 },
      ],
    })
    expect(result.isOk && summary(result.value)).toEqual([[12, 1, 9000]])
  })
  it('clamps quantities and drops zero', () => {
    const result = serviceLines({
      ...base,
      selections: [
        { code: 501, quantity: 9 },
        { code: 502, quantity: 4 },
        { code: 17, quantity: 0 },
      ],
    })
    expect(result.isOk && summary(result.value)).toEqual([
      [8, 1, 0],
      [501, 3, 6300],
      [502, 1, 2500],
    ])
  })
  it('merges repeated lines of one service before capping them (issue 15, row 12)', () => {
    const result = serviceLines({
      ...base,
      selections: [
        { code: 501, quantity: 2 },
        { code: 502, quantity: 1 },
        { code: 501, quantity: 2 },
        { code: 17, quantity: 1 },
        { code: 501, quantity: 2 },
        { code: 17, quantity: 1 },
        { code: 502, quantity: 1 },
      ],
    })
    // 501 at most 3; 502 and 17 are max-one: one line each, whatever was repeated.
    expect(result.isOk && summary(result.value)).toEqual([
      [8, 1, 0],
      [501, 3, 6300],
      [17, 1, 2400],
      [502, 1, 2500],
    ])
  })
  it('refuses a service the price list does not offer, fees included', () => {
    for (const code of [999, 13, 16]) {
      const result = serviceLines({ ...base, selections: [{ code, quantity: 1 }] })
      expect(result.isOk ? undefined : result.error).toMatchObject({ code: 'SERVICE_NOT_OFFERED', params: { code } })
    }
  })
})

describe('serviceLines with cover a protection includes', () => {
  // Premium (12) includes Sand and Ash (17) and one of the child seats (501) standing in for an extra driver.
  const priceList = {
    ...PRICE_LIST,
    services: PRICE_LIST.services.map((service) =>
      service.code === 12
        ? {
            ...service,
            included: [
              { code: 17, quantity: 1 },
              { code: 501, quantity: 1 },
            ],
          }
        : service,
    ),
  }
  const withCover = { ...base, priceList }

  it('never charges an included add-on: Premium drops Sand and Ash from the bill', () => {
    const premium = serviceLines({
      ...withCover,
      selections: [
        { code: 17, quantity: 1 },
        { code: 12, quantity: 1 },
      ],
    })
    expect(premium.isOk && summary(premium.value)).toEqual([[12, 1, 9000]])
    const standard = serviceLines({
      ...withCover,
      selections: [
        { code: 17, quantity: 1 },
        { code: 9, quantity: 1 },
      ],
    })
    expect(standard.isOk && summary(standard.value)).toEqual([
      [17, 1, 2400],
      [9, 1, 4500],
    ])
  })

  it('charges free units only beyond the included quantity, and says how many were free', () => {
    const two = serviceLines({
      ...withCover,
      selections: [
        { code: 12, quantity: 1 },
        { code: 501, quantity: 2 },
      ],
    })
    expect(two.isOk && summary(two.value)).toEqual([
      [12, 1, 9000],
      [501, 2, 2100],
    ])
    expect(two.isOk && two.value[1]?.freeQuantity).toBe(1)
    const one = serviceLines({
      ...withCover,
      selections: [
        { code: 12, quantity: 1 },
        { code: 501, quantity: 1 },
      ],
    })
    expect(one.isOk && summary(one.value)).toEqual([
      [12, 1, 9000],
      [501, 1, 0],
    ])
  })

  it('gives nothing free with a level that includes nothing', () => {
    const basic = serviceLines({ ...withCover, selections: [{ code: 501, quantity: 1 }] })
    expect(basic.isOk && summary(basic.value)).toEqual([
      [8, 1, 0],
      [501, 1, 2100],
    ])
    expect(basic.isOk && basic.value[1]?.freeQuantity).toBeUndefined()
  })
})

describe('feeLines', () => {
  it('charges the young-driver fee (13) by age band, none from 25', () => {
    expect(summary(feeLines({ priceList: PRICE_LIST, driverAge: 22, outOfHoursCount: 0, days: 3 }))).toEqual([
      [13, 1, 4500],
    ])
    expect(summary(feeLines({ priceList: PRICE_LIST, driverAge: 19, outOfHoursCount: 0, days: 3 }))).toEqual([
      [13, 1, 7500],
    ])
    expect(feeLines({ priceList: PRICE_LIST, driverAge: 25, outOfHoursCount: 0, days: 3 })).toEqual([])
  })
  it('charges the out-of-hours fee (16) per handover', () => {
    expect(summary(feeLines({ priceList: PRICE_LIST, driverAge: 40, outOfHoursCount: 2, days: 3 }))).toEqual([
      [16, 2, 8000],
    ])
  })
})
