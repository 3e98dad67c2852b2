import { describe, expect, it } from 'vitest'

import { adyenEvent, maskedCard, type AdyenItem } from './adyen-events'

const base: AdyenItem = {
  eventCode: 'AUTHORISATION',
  success: 'true',
  pspReference: 'PSP0000000000001',
  merchantReference: 'pay_abcdefghijklmnopqrst',
  amount: { currency: 'ISK', value: 1_234_500 },
  additionalData: { cardSummary: '1111', cardBin: '411111' },
}

describe('Adyen notification items', () => {
  it('settle our attempt on AUTHORISATION: success is collected, failure declined', () => {
    expect(adyenEvent(base)).toEqual({
      kind: 'payment',
      eventId: 'AUTHORISATION:PSP0000000000001',
      reference: 'pay_abcdefghijklmnopqrst',
      transaction: {
        transactionId: 'PSP0000000000001',
        bankCode: '000',
        transactionStatus: 'A',
        maskedPan: '411111******1111',
      },
    })
    const refused = adyenEvent({ ...base, success: 'false', additionalData: {} })
    expect(refused).toMatchObject({
      kind: 'payment',
      transaction: { bankCode: '005', transactionStatus: 'D', maskedPan: '****' },
    })
  })

  it('confirm or refuse a refund or release we asked, by the payment it gives back from', () => {
    const refund: AdyenItem = {
      ...base,
      eventCode: 'REFUND',
      pspReference: 'PSP0000000000002',
      originalReference: 'PSP0000000000001',
      merchantReference: 'refund-downgrade-PSP0000000000001',
      amount: { currency: 'ISK', value: 500_000 },
    }
    expect(adyenEvent(refund)).toEqual({
      kind: 'give-back',
      eventId: 'REFUND:PSP0000000000002',
      transactionId: 'PSP0000000000001',
      refundKey: 'refund-downgrade-PSP0000000000001',
      amount: { amount: 500_000, currency: 'ISK' },
      refundId: 'PSP0000000000002',
      isDone: true,
    })
    expect(adyenEvent({ ...refund, success: 'false' })).toMatchObject({ kind: 'give-back', isDone: false })
    expect(adyenEvent({ ...refund, eventCode: 'REFUND_FAILED' })).toMatchObject({ kind: 'give-back', isDone: false })
    expect(adyenEvent({ ...refund, eventCode: 'CANCELLATION' })).toMatchObject({ kind: 'give-back', isDone: true })
    expect(adyenEvent({ ...refund, eventCode: 'CANCEL_OR_REFUND' })).toMatchObject({ kind: 'give-back', isDone: true })
  })

  it('hand chargebacks and failed captures to staff, and only note the rest', () => {
    const chargeback = { ...base, eventCode: 'CHARGEBACK', pspReference: 'PSP3', originalReference: 'PSP0000000000001' }
    expect(adyenEvent(chargeback)).toEqual({
      kind: 'notice',
      eventId: 'CHARGEBACK:PSP3',
      transactionId: 'PSP0000000000001',
      notice: 'CHARGEBACK',
    })
    expect(adyenEvent({ ...chargeback, eventCode: 'CAPTURE', success: 'false' })).toMatchObject({
      kind: 'notice',
      notice: 'CAPTURE_FAILED',
    })
    expect(adyenEvent({ ...chargeback, eventCode: 'CAPTURE' })).toEqual({ kind: 'noted', eventId: 'CAPTURE:PSP3' })
    expect(adyenEvent({ ...chargeback, eventCode: 'REPORT_AVAILABLE' })).toMatchObject({ kind: 'noted' })
  })

  it('show no more of a card than its first six and last four digits', () => {
    expect(maskedCard({ cardSummary: '4242' })).toBe('************4242')
    expect(maskedCard({ cardSummary: '42424' })).toBe('****')
    expect(maskedCard(undefined)).toBe('****')
  })

  it('say what became of a deposit hold (our dep_ reference): authorised, refused, captured, released, extended', () => {
    const reference = 'dep_42_0123456789abcdef'
    const hold = { ...base, merchantReference: reference }
    expect(adyenEvent(hold)).toEqual({
      kind: 'deposit',
      eventId: 'AUTHORISATION:PSP0000000000001',
      word: { step: 'authorised', reference, holdId: 'PSP0000000000001', maskedPan: '411111******1111' },
    })
    expect(adyenEvent({ ...hold, success: 'false' })).toMatchObject({ kind: 'deposit', word: { step: 'refused' } })
    const modification = { ...hold, pspReference: 'PSP0000000000009', originalReference: 'PSP0000000000001' }
    const steps = [
      ['CAPTURE', 'true', 'captured'],
      ['CAPTURE', 'false', 'capture-failed'],
      ['CAPTURE_FAILED', 'true', 'capture-failed'],
      ['CANCELLATION', 'true', 'released'],
      ['CANCELLATION', 'false', 'release-failed'],
      ['AUTHORISATION_ADJUSTMENT', 'true', 'extended'],
      ['AUTHORISATION_ADJUSTMENT', 'false', 'extend-failed'],
    ] as const
    for (const [eventCode, success, step] of steps) {
      expect(adyenEvent({ ...modification, eventCode, success })).toEqual({
        kind: 'deposit',
        eventId: `${eventCode}:PSP0000000000009`,
        word: { step, holdId: 'PSP0000000000001' },
      })
    }
    // A refund is never a deposit's word: it stays a give-back.
    expect(adyenEvent({ ...modification, eventCode: 'REFUND' }).kind).toBe('give-back')
  })
})
