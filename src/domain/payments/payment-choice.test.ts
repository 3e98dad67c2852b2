import { describe, expect, it } from 'vitest'

import {
  afterPayment,
  bookingTypeOfChoice,
  parsePaymentChoice,
  parsePaymentStepError,
  paymentNotice,
  toPaymentStepError,
} from './payment-choice'

describe('payment choice', () => {
  it('pays now (type 3) by default and at pickup as type 2', () => {
    expect(parsePaymentChoice(undefined)).toBe('now')
    expect(parsePaymentChoice('anything')).toBe('now')
    expect(parsePaymentChoice('pickup')).toBe('pickup')
    expect(bookingTypeOfChoice('now')).toBe(3)
    expect(bookingTypeOfChoice('pickup')).toBe(2)
  })
})

describe('payment step errors', () => {
  it('keeps known codes and words the rest as a failed save', () => {
    expect(toPaymentStepError('CAR_NOT_AVAILABLE')).toBe('CAR_NOT_AVAILABLE')
    expect(toPaymentStepError('SERVICE_NOT_OFFERED')).toBe('SAVE_FAILED')
    expect(parsePaymentStepError('PROVIDER_ERROR')).toBe('PROVIDER_ERROR')
    expect(parsePaymentStepError('<script>')).toBeUndefined()
    expect(parsePaymentStepError(['PROVIDER_ERROR'])).toBeUndefined()
  })
})

describe('paymentNotice', () => {
  it('says nothing before any attempt or after a successful one', () => {
    expect(paymentNotice({ error: undefined, latestStatus: undefined })).toBeUndefined()
    expect(paymentNotice({ error: undefined, latestStatus: 'COLLECTED' })).toBeUndefined()
    expect(paymentNotice({ error: undefined, latestStatus: 'PREAUTH' })).toBeUndefined()
  })

  it('tells a declined card from a payment that could not be done', () => {
    expect(paymentNotice({ error: undefined, latestStatus: 'DECLINED' })).toEqual({ kind: 'declined' })
    expect(paymentNotice({ error: undefined, latestStatus: 'PREAUTH_FAILED' })).toEqual({ kind: 'declined' })
    expect(paymentNotice({ error: undefined, latestStatus: 'FAILED' })).toEqual({ kind: 'failed' })
    expect(paymentNotice({ error: undefined, latestStatus: 'voided' })).toEqual({ kind: 'failed' })
  })

  it('shows a payment waiting for the bank or its card check as pending', () => {
    expect(paymentNotice({ error: undefined, latestStatus: 'challenge' })).toEqual({ kind: 'pending' })
    expect(paymentNotice({ error: undefined, latestStatus: 'pending' })).toEqual({ kind: 'pending' })
    expect(paymentNotice({ error: 'PAYMENT_IN_PROGRESS', latestStatus: 'DECLINED' })).toEqual({ kind: 'pending' })
  })

  it('puts a step error before the last attempt', () => {
    expect(paymentNotice({ error: 'PROVIDER_ERROR', latestStatus: 'DECLINED' })).toEqual({
      kind: 'error',
      code: 'PROVIDER_ERROR',
    })
  })
})

describe('afterPayment', () => {
  it('sends the visitor to the bank check, the confirmation or back to pay', () => {
    expect(afterPayment('challenge')).toBe('challenge')
    expect(afterPayment('COLLECTED')).toBe('confirmation')
    expect(afterPayment('PREAUTH')).toBe('confirmation')
    expect(afterPayment('DECLINED')).toBe('payment')
    expect(afterPayment('FAILED')).toBe('payment')
    expect(afterPayment('pending')).toBe('payment')
  })
})
