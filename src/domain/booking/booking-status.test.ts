import { describe, expect, it } from 'vitest'

import { checkStatusChange, decideRequestStatus } from './booking-status'

describe('decideRequestStatus', () => {
  it('confirms or declines a request', () => {
    expect(decideRequestStatus('requested', 'confirm')).toEqual({ isOk: true, status: 'confirmed' })
    expect(decideRequestStatus('requested', 'decline')).toEqual({ isOk: true, status: 'declined' })
  })

  it('refuses any booking that is no request (already answered, held, cancelled)', () => {
    for (const from of ['held', 'confirmed', 'declined', 'cancelled', 'expired']) {
      expect(decideRequestStatus(from, 'confirm')).toEqual({ isOk: false, refusal: 'NOT_A_REQUEST' })
      expect(decideRequestStatus(from, 'decline')).toEqual({ isOk: false, refusal: 'NOT_A_REQUEST' })
    }
  })
})

describe('checkStatusChange', () => {
  it('lets a held booking become a request, and a request be confirmed or declined by a decision', () => {
    expect(checkStatusChange({ from: 'held', to: 'requested', isDecision: false })).toBeUndefined()
    expect(checkStatusChange({ from: 'requested', to: 'confirmed', isDecision: true })).toBeUndefined()
    expect(checkStatusChange({ from: 'requested', to: 'declined', isDecision: true })).toBeUndefined()
  })

  it('refuses answering a request by editing its status', () => {
    expect(checkStatusChange({ from: 'requested', to: 'confirmed', isDecision: false })).toBe('REQUEST_NEEDS_DECISION')
    expect(checkStatusChange({ from: 'requested', to: 'declined', isDecision: false })).toBe('REQUEST_NEEDS_DECISION')
  })

  it('refuses a request going anywhere but confirmed or declined', () => {
    expect(checkStatusChange({ from: 'requested', to: 'held', isDecision: true })).toBe('NOT_ALLOWED')
    expect(checkStatusChange({ from: 'requested', to: 'cancelled', isDecision: false })).toBe('NOT_ALLOWED')
  })

  it('keeps a declined request declined', () => {
    for (const to of ['held', 'requested', 'confirmed', 'cancelled', 'expired']) {
      expect(checkStatusChange({ from: 'declined', to, isDecision: true })).toBe('DECLINED_IS_FINAL')
    }
    expect(checkStatusChange({ from: 'declined', to: 'declined', isDecision: false })).toBeUndefined()
  })

  it('makes requests only of held bookings, and declines only requests', () => {
    expect(checkStatusChange({ from: 'confirmed', to: 'requested', isDecision: false })).toBe('NOT_ALLOWED')
    expect(checkStatusChange({ from: 'expired', to: 'requested', isDecision: false })).toBe('NOT_ALLOWED')
    expect(checkStatusChange({ from: 'confirmed', to: 'declined', isDecision: false })).toBe('NOT_A_REQUEST')
  })

  it('leaves the rental engine its own changes', () => {
    expect(checkStatusChange({ from: 'held', to: 'confirmed', isDecision: false })).toBeUndefined()
    expect(checkStatusChange({ from: 'confirmed', to: 'cancelled', isDecision: false })).toBeUndefined()
    expect(checkStatusChange({ from: 'held', to: 'expired', isDecision: false })).toBeUndefined()
  })
})
