import { describe, expect, it } from 'vitest'

import { domainError, httpStatusFor } from '@/domain/errors/errors'

import { canSettleAttempt, isFinalAttemptStatus, outcomeKind } from './payment-attempt'
import { pickIdempotencyKey } from './idempotency-key'

describe('payment attempts', () => {
  it('tell pending from final, and success from failure', () => {
    expect(isFinalAttemptStatus('challenge')).toBe(false)
    expect(outcomeKind('pending')).toBe('pending')
    expect(outcomeKind('challenge')).toBe('pending')
    expect(outcomeKind('COLLECTED')).toBe('success')
    expect(outcomeKind('PREAUTH')).toBe('success')
    expect(outcomeKind('DECLINED')).toBe('failure')
    expect(outcomeKind('PREAUTH_FAILED')).toBe('failure')
    expect(outcomeKind('FAILED')).toBe('failure')
    expect(isFinalAttemptStatus('voided')).toBe(true)
    expect(outcomeKind('voided')).toBe('failure')
  })

  it('take the provider final word once, and money taken after a refusal or our closing', () => {
    expect(canSettleAttempt('challenge', 'DECLINED')).toBe(true)
    expect(canSettleAttempt('pending', 'COLLECTED')).toBe(true)
    expect(canSettleAttempt('voided', 'COLLECTED')).toBe(true)
    expect(canSettleAttempt('voided', 'DECLINED')).toBe(false)
    // A second card on the provider's page after the first was refused.
    expect(canSettleAttempt('DECLINED', 'COLLECTED')).toBe(true)
    expect(canSettleAttempt('DECLINED', 'DECLINED')).toBe(false)
    expect(canSettleAttempt('COLLECTED', 'DECLINED')).toBe(false)
    expect(canSettleAttempt('COLLECTED', 'COLLECTED')).toBe(false)
  })

  it('read the idempotency key from the header first, then the body', () => {
    expect(pickIdempotencyKey('attempt-0001', 'body-key-0001')).toBe('attempt-0001')
    expect(pickIdempotencyKey(null, 'body-key-0001')).toBe('body-key-0001')
    expect(pickIdempotencyKey('short', 42)).toBeUndefined()
    expect(pickIdempotencyKey('has spaces in it', undefined)).toBeUndefined()
  })

  it('have coded errors with HTTP statuses', () => {
    expect(domainError('AMOUNT_TOO_HIGH', { balance: 10 }).message).toContain('10 ISK')
    expect(httpStatusFor('STALE_CALLBACK')).toBe(400)
    expect(httpStatusFor('IDEMPOTENCY_KEY_REUSED')).toBe(409)
  })
})
