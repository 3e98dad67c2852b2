import { describe, it, expect } from 'vitest'
import {
  cardExpirySchema,
  cardholderNameSchema,
  cardNumberSchema,
  cardPaymentSchema,
  cvcSchema,
  parseCardExpiry,
} from './card'

const NOW = new Date('2025-06-15T12:00:00Z')
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('card number', () => {
  it('takes 15 or 16 digits once spaces are removed', () => {
    expect(cardNumberSchema.parse('4111 1111 1111 1111')).toBe('4111111111111111')
    expect(cardNumberSchema.parse('3782 822463 10005')).toBe('378282246310005')
  })
  it('refuses anything else with the spec message', () => {
    for (const value of ['4111 1111 1111 11', '41111111111111112', '4111-1111-1111-1111', '']) {
      expect(messages(cardNumberSchema.safeParse(value))).toEqual(['validation.cardNumber'])
    }
    expect(messages(cardNumberSchema.safeParse(undefined))).toEqual(['validation.cardNumber'])
  })
})

describe('CVC and cardholder', () => {
  it('takes 3 or 4 digits', () => {
    expect(cvcSchema.parse('123')).toBe('123')
    expect(cvcSchema.parse('1234')).toBe('1234')
    expect(messages(cvcSchema.safeParse('12'))).toEqual(['validation.cvc'])
    expect(messages(cvcSchema.safeParse('12a'))).toEqual(['validation.cvc'])
  })
  it('needs a cardholder name', () => {
    expect(messages(cardholderNameSchema.safeParse('  '))).toEqual(['validation.cardholderName'])
    expect(cardholderNameSchema.parse(' Anna Jonsdottir ')).toBe('Anna Jonsdottir')
  })
})

describe('card expiry', () => {
  it('reads MM/YYYY not in the past', () => {
    expect(parseCardExpiry('06/2025', NOW)).toEqual({ month: 6, year: 2025 })
    expect(parseCardExpiry('01/2026', NOW)).toEqual({ month: 1, year: 2026 })
  })
  it('reads MM/YY as printed on the card, and spaces around the slash', () => {
    expect(parseCardExpiry('08/29', NOW)).toEqual({ month: 8, year: 2029 })
    expect(parseCardExpiry('06/25', NOW)).toEqual({ month: 6, year: 2025 })
    expect(parseCardExpiry('08 / 2029', NOW)).toEqual({ month: 8, year: 2029 })
  })
  it('refuses past dates, bad months and bad formats', () => {
    for (const value of ['05/2025', '05/25', '12/2024', '00/2026', '13/2026', '6/2026', '06/026', '06-2026', '0826']) {
      expect(parseCardExpiry(value, NOW)).toBeUndefined()
    }
  })
  it('says which message applies', () => {
    const schema = cardExpirySchema(NOW)
    expect(messages(schema.safeParse(''))).toEqual(['validation.expiryRequired'])
    expect(messages(schema.safeParse(undefined))).toEqual(['validation.expiryRequired'])
    expect(messages(schema.safeParse('05/2025'))).toEqual(['validation.expiryInvalid'])
    expect(schema.parse('07/2030')).toEqual({ month: 7, year: 2030 })
  })
  it('follows the injected clock', () => {
    expect(parseCardExpiry('06/2025', new Date('2025-07-01T00:00:00Z'))).toBeUndefined()
  })
})

describe('cardPaymentSchema', () => {
  it('parses the whole card form', () => {
    const card = cardPaymentSchema(NOW).parse({
      cardNumber: '4111 1111 1111 1111',
      cvc: '123',
      expiry: '12/2027',
      cardholderName: 'Anna',
    })
    expect(card).toEqual({
      cardNumber: '4111111111111111',
      cvc: '123',
      expiry: { month: 12, year: 2027 },
      cardholderName: 'Anna',
    })
  })
})
