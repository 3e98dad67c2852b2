import { describe, expect, it } from 'vitest'

import { coverRulesOf } from '../booking/cover-rules'
import { SERVICE_CODES as C } from '../booking/services'
import { agreementExcess, agreementSections, type AgreementFacts, type AgreementTexts } from './rental-agreement'

/** A translator that shows the key and its values, so a test sees which text was chosen with what. */
const t: AgreementTexts = (key, values) =>
  values
    ? `${key}(${Object.entries(values)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join(',')})`
    : key

const facts: AgreementFacts = {
  companyName: 'Vegur',
  number: 'VG-100123',
  voucherNumber: 'V123',
  renter: 'Anna Jónsdóttir',
  drivers: ['Anna Jónsdóttir', 'Þór Sigurðsson'],
  car: 'Toyota Yaris',
  plate: 'AB123',
  pickup: { when: 'Mon 1 March 10:00', office: 'Keflavík' },
  return: { when: 'Thu 4 March 10:00', office: 'Reykjavík' },
  fuelPolicy: 'fullToFull',
  mileage: { policy: 'unlimited', dailyKmLimit: null },
  cover: ['Premium protection'],
  excess: '€0.00',
  deposit: '€200.00',
  condition: {
    mileage: 12_345,
    fuelEighths: 6,
    licenceChecked: true,
    extraDriversPresent: true,
    damage: [
      { zone: 'bonnet', note: 'Stone chip' },
      { zone: null, note: 'Seat stain' },
    ],
  },
  signedAt: 'Mon 1 March 10:12',
}

const section = (changes: Partial<AgreementFacts>, id: string) =>
  agreementSections({ ...facts, ...changes }, t).find((candidate) => candidate.id === id)?.lines ?? []

describe('agreementSections', () => {
  it('has the parties, car, terms, cover, condition and signature, in that order', () => {
    expect(agreementSections(facts, t).map((item) => item.id)).toEqual([
      'parties',
      'car',
      'terms',
      'cover',
      'condition',
      'signature',
    ])
  })

  it('names the renter once and the other drivers as additional', () => {
    expect(section({}, 'parties')).toEqual([
      'company(name=Vegur)',
      'bookingNumber(number=VG-100123,voucher=V123)',
      'renter(name=Anna Jónsdóttir)',
      'driver(name=Þór Sigurðsson)',
    ])
  })

  it('takes the fuel and mileage terms from the class, with the daily limit when limited', () => {
    expect(section({}, 'terms').slice(0, 2)).toEqual(['fuel.fullToFull', 'mileage.unlimited'])
    expect(section({ fuelPolicy: 'sameToSame', mileage: { policy: 'limited', dailyKmLimit: 250 } }, 'terms')).toEqual([
      'fuel.sameToSame',
      'mileage.limited(km=250)',
      'cancellationOver',
    ])
  })

  it('says the rental can no longer be cancelled: the agreement is signed at the handover', () => {
    expect(section({}, 'terms')[2]).toBe('cancellationOver')
  })

  it('gives the cover, its excess and the deposit, or says when there is none', () => {
    expect(section({}, 'cover')).toEqual([
      'coverChosen(names=Premium protection)',
      'excess(amount=€0.00)',
      'deposit(amount=€200.00)',
    ])
    expect(section({ cover: [], excess: null, deposit: null }, 'cover')).toEqual([
      'coverNone',
      'excessUnknown',
      'depositNone',
    ])
  })

  it('records the condition with each damage in its zone, translated', () => {
    expect(section({}, 'condition')).toEqual([
      'odometer(km=12345)',
      'fuelLevel(eighths=6)',
      'licenceChecked',
      'extraDriversPresent',
      'damageInZone(zone=zones.bonnet,note=Stone chip)',
      'Seat stain',
    ])
    const bare = section(
      { condition: { ...facts.condition, licenceChecked: false, extraDriversPresent: false, damage: [] } },
      'condition',
    )
    expect(bare.slice(2)).toEqual(['licenceNotChecked', 'extraDriversAbsent', 'damageNone'])
  })

  it('says who signed and when, or that it is not signed yet', () => {
    expect(section({}, 'signature')).toEqual(['statement', 'signedAt(name=Anna Jónsdóttir,when=Mon 1 March 10:12)'])
    expect(section({ signedAt: undefined }, 'signature')[1]).toBe('notSigned')
  })
})

describe('agreementExcess', () => {
  const rules = coverRulesOf([
    { code: C.BASIC_PROTECTION, excess: 350_000, deposit: 100_000, included: [] },
    { code: C.BASIC_PROTECTION_LARGE, excess: 450_000, deposit: 150_000, included: [] },
    { code: C.PREMIUM_PROTECTION, excess: 0, deposit: 20_000, included: [] },
    { code: C.PREMIUM_PROTECTION_LARGE, excess: null, deposit: null, included: [] },
  ])
  const rates = { EUR: 1, ISK: 150 }

  it('is the chosen main protection’s excess for the car’s size, Basic when none is chosen', () => {
    const excess = (codes: number[], variant: 'standard' | 'large') =>
      agreementExcess({ rules, selectedCodes: codes, variant, currency: 'EUR', rates })
    expect(excess([C.PREMIUM_PROTECTION], 'standard')).toEqual({ amount: 0, currency: 'EUR' })
    expect(excess([], 'standard')).toEqual({ amount: 350_000, currency: 'EUR' })
    expect(excess([], 'large')).toEqual({ amount: 450_000, currency: 'EUR' })
    expect(excess([C.PREMIUM_PROTECTION], 'large')).toBeNull()
  })

  it('is converted into the booking’s currency', () => {
    expect(agreementExcess({ rules, selectedCodes: [], variant: 'standard', currency: 'ISK', rates })).toEqual({
      amount: 52_500_000,
      currency: 'ISK',
    })
  })
})
