import { describe, expect, it } from 'vitest'

import { fieldErrors } from '../../validation/field-errors'

import { inquirySchema, offerSchema, parseSaleForm, priceWatchSchema, tradeInSchema } from './schemas'

const contact = { car_id: '12', name: 'Guðrún Jónsdóttir', email: 'gudrun@example.is', phone: '+354 555 1234' }

const failures = (result: { success: false; error: Parameters<typeof fieldErrors>[0] } | { success: true }) =>
  result.success ? [] : fieldErrors(result.error).map((failure) => [failure.path, failure.key])

describe('offerSchema', () => {
  it('takes an offer with a grouped price and any alphabet in the name', () => {
    const parsed = offerSchema.parse({ ...contact, offeredPrice: '2 450 000', comment: '  ' })
    expect(parsed).toEqual({ ...contact, car_id: 12, offeredPrice: 2_450_000, comment: undefined })
  })

  it('words every missing field with the SPEC §5 key, the hidden car_id included', () => {
    expect(failures(offerSchema.safeParse({}))).toEqual([
      ['car_id', 'validation.required'],
      ['name', 'validation.required'],
      ['email', 'validation.required'],
      ['phone', 'validation.required'],
      ['offeredPrice', 'validation.required'],
    ])
  })

  it('refuses a bad e-mail, a bad phone, a price in words and a forged car id', () => {
    expect(
      failures(
        offerSchema.safeParse({ ...contact, car_id: '0', email: 'a@', phone: 'call me', offeredPrice: 'two million' }),
      ),
    ).toEqual([
      ['car_id', 'validation.format'],
      ['email', 'validation.email'],
      ['phone', 'validation.format'],
      ['offeredPrice', 'validation.format'],
    ])
  })

  it('refuses digits and symbols in a name', () => {
    expect(failures(offerSchema.safeParse({ ...contact, name: 'R2-D2', offeredPrice: '1' }))).toEqual([
      ['name', 'validation.format'],
    ])
  })
})

describe('inquirySchema', () => {
  it('takes the SPEC §3 inquiry fields, payment cash by default', () => {
    const parsed = inquirySchema.parse({
      ...contact,
      inquiry: 'Is the timing belt changed?',
      price: '3.100.000',
      sellerName: 'Jón',
      registrationNumber: 'AB 123',
      mileage: '120000',
      tradeInValue: '',
    })
    expect(parsed).toMatchObject({
      car_id: 12,
      price: 3_100_000,
      mileage: 120_000,
      tradeInValue: undefined,
      payment: 'cash',
      registrationNumber: 'AB 123',
    })
  })

  it('needs the inquiry and a known payment', () => {
    expect(failures(inquirySchema.safeParse({ ...contact, payment: 'bitcoin' }))).toEqual([
      ['inquiry', 'validation.required'],
      ['payment', 'validation.format'],
    ])
  })
})

describe('tradeInSchema', () => {
  it('takes the visitor car', () => {
    const parsed = tradeInSchema.parse({
      ...contact,
      ownCar: 'Toyota Yaris',
      registrationNumber: 'XY-987',
      year: '2016',
      mileage: '98 000',
    })
    expect(parsed).toMatchObject({ ownCar: 'Toyota Yaris', year: '2016', mileage: 98_000 })
    expect(parsed.askingPrice).toBeUndefined()
  })

  it('refuses an impossible year and needs the registration number and mileage', () => {
    expect(failures(tradeInSchema.safeParse({ ...contact, ownCar: 'Yaris', year: '1850' }))).toEqual([
      ['registrationNumber', 'validation.required'],
      ['year', 'validation.format'],
      ['mileage', 'validation.required'],
    ])
  })
})

describe('parseSaleForm', () => {
  it('picks the schema of the kind', () => {
    const parsed = parseSaleForm('offer', { ...contact, offeredPrice: '100' })
    expect(parsed.isOk && parsed.value).toEqual({
      kind: 'offer',
      form: { ...contact, car_id: 12, offeredPrice: 100, comment: undefined },
    })
    expect(parseSaleForm('trade-in', { ...contact, offeredPrice: '100' }).isOk).toBe(false)
  })
})

describe('priceWatchSchema', () => {
  it('needs a car and an e-mail', () => {
    expect(priceWatchSchema.parse({ car_id: '5', email: 'a@b.is' })).toEqual({ car_id: 5, email: 'a@b.is' })
    expect(failures(priceWatchSchema.safeParse({ car_id: 'x', email: 'nope' }))).toEqual([
      ['car_id', 'validation.format'],
      ['email', 'validation.email'],
    ])
  })
})
