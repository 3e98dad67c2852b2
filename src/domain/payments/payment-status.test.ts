import { describe, it, expect } from 'vitest'
import { isSuccessfulPayment, PAYMENT_STATUS_CLASSES, paymentStatusClass } from './payment-status'

describe('paymentStatusClass', () => {
  it('has the five spec classes', () => {
    expect(PAYMENT_STATUS_CLASSES).toEqual(['COLLECTED', 'PREAUTH', 'PREAUTH_FAILED', 'DECLINED', 'FAILED'])
  })
  it.each([
    ['000', 'A', 'COLLECTED'],
    ['000', 'a', 'COLLECTED'],
    [0, 'A', 'COLLECTED'],
    ['000', 'P', 'PREAUTH'],
    ['051', 'P', 'PREAUTH_FAILED'],
    [undefined, 'P', 'PREAUTH_FAILED'],
    ['051', 'D', 'DECLINED'],
    ['005', 'D', 'DECLINED'],
    [null, 'D', 'DECLINED'],
    ['000', 'D', 'FAILED'],
    ['051', 'A', 'FAILED'],
    ['000', 'E', 'FAILED'],
    ['000', '', 'FAILED'],
    ['abc', 'A', 'FAILED'],
  ] as const)('bank code %s with status %s is %s', (bankCode, transactionStatus, expected) => {
    expect(paymentStatusClass({ bankCode, transactionStatus })).toBe(expected)
  })
  it('counts collected and pre-authorised payments as successful', () => {
    expect(PAYMENT_STATUS_CLASSES.filter(isSuccessfulPayment)).toEqual(['COLLECTED', 'PREAUTH'])
  })
})
