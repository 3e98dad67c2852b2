import { describe, expect, it } from 'vitest'

import { decodeFlowState, encodeFlowState, type FlowState } from './flow-cookie'

const secret = 'test-secret-of-sufficient-length'
const state: FlowState = {
  bookingId: 7,
  voucherNumber: 'ABCDEF123456',
  submitted: ['protection'],
  visitorId: '0b9f6a52-3c1e-4a8e-9d2f-6f1b2c3d4e5f',
}

describe('booking flow cookie', () => {
  it('reads back what it wrote', () => {
    expect(decodeFlowState(encodeFlowState(state, secret), secret)).toEqual(state)
  })

  it('still reads a cookie written before it named the visitor', () => {
    const { visitorId: _visitorId, ...older } = state
    expect(decodeFlowState(encodeFlowState(older, secret), secret)).toEqual(older)
  })

  it('still reads a cookie signed before the codecs shared one helper', () => {
    const written =
      'eyJib29raW5nSWQiOjQyLCJ2b3VjaGVyTnVtYmVyIjoiVlgtQUJDMTIzIiwic3VibWl0dGVkIjpbInByb3RlY3Rpb24iXX0.2SsbV-uoHG_LQRWVipzWfBexhvWW6wtThXwHR_Nb1Ao'
    const older: FlowState = { bookingId: 42, voucherNumber: 'VX-ABC123', submitted: ['protection'] }
    expect(decodeFlowState(written, 'a-test-secret-of-sufficient-length')).toEqual(older)
    expect(encodeFlowState(older, 'a-test-secret-of-sufficient-length')).toBe(written)
  })

  it('refuses a value changed by the visitor or signed with another secret', () => {
    const value = encodeFlowState(state, secret)
    const [, signature] = value.split('.')
    const forged = `${Buffer.from(JSON.stringify({ ...state, bookingId: 8 })).toString('base64url')}.${signature}`
    expect(decodeFlowState(forged, secret)).toBeUndefined()
    expect(decodeFlowState(value, 'another-secret-of-sufficient-len')).toBeUndefined()
  })

  it('refuses missing and malformed values without throwing', () => {
    for (const value of [undefined, '', 'abc', 'a.b.c', '%%%.###']) {
      expect(decodeFlowState(value, secret)).toBeUndefined()
    }
  })
})
