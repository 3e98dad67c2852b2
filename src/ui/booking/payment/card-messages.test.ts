import { describe, expect, it } from 'vitest'

import { cardPaymentSchema } from '@/domain/validation/card'

import { cardMessageKey } from './card-messages'

describe('cardMessageKey', () => {
  it('maps every message of the card schema to its translation', () => {
    const empty = cardPaymentSchema(new Date('2026-11-22T00:00:00Z')).safeParse({
      cardNumber: '',
      cvc: '',
      expiry: '',
      cardholderName: '',
    })
    expect(empty.success).toBe(false)
    const keys = (empty.error?.issues ?? []).map((issue) => cardMessageKey(issue.message, 'cardNumber'))
    expect(keys).toEqual(['cardNumber', 'cvc', 'expiryRequired', 'cardholderName'])
    expect(cardMessageKey('validation.expiryInvalid', 'expiryRequired')).toBe('expiryInvalid')
  })

  it('has no message for a valid field and a fallback for an unknown one', () => {
    expect(cardMessageKey(undefined, 'cvc')).toBeUndefined()
    expect(cardMessageKey('Required', 'cvc')).toBe('cvc')
  })
})
