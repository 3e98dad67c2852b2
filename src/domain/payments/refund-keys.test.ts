import { describe, expect, it } from 'vitest'

import { refundKeys } from './refund-keys'

describe('refund keys', () => {
  it('names each refund by payment, kind and reason, numbering a second one of the same', () => {
    const refund = { transactionId: 'gw_1', kind: 'refund', reason: 'overpayment' }
    expect(
      refundKeys([refund, { ...refund, kind: 'release' }, refund, { ...refund, transactionId: 'gw_2' }, refund]),
    ).toEqual([
      'refund-overpayment-gw_1',
      'release-overpayment-gw_1',
      'refund-overpayment-gw_1-2',
      'refund-overpayment-gw_2',
      'refund-overpayment-gw_1-3',
    ])
  })

  it('keeps the keys of earlier refunds when one is appended', () => {
    const first = [{ transactionId: 'gw_1', kind: 'refund', reason: 'cancellation' }]
    expect(refundKeys([...first, ...first]).slice(0, 1)).toEqual(refundKeys(first))
  })
})
