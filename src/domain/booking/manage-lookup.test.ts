import { describe, expect, it } from 'vitest'

import { lookupLimitKeys, lookupSchema } from './manage-lookup'

describe('manage look-up rules', () => {
  it('counts failures per address and per reference, case and spaces ignored', () => {
    expect(lookupLimitKeys({ ip: '10.0.0.1', references: [' ab12cd '] })).toEqual(['ip:10.0.0.1', 'ref:AB12CD'])
    expect(lookupLimitKeys({ ip: '10.0.0.1', references: ['V1', 'v1', ' ', 'B-7'] })).toEqual([
      'ip:10.0.0.1',
      'ref:V1',
      'ref:B-7',
    ])
  })

  it('trims both fields and refuses blanks', () => {
    expect(lookupSchema.parse({ voucherNumber: ' X1 ', lastName: ' Jónsdóttir ' })).toEqual({
      voucherNumber: 'X1',
      lastName: 'Jónsdóttir',
    })
    expect(lookupSchema.safeParse({ voucherNumber: ' ', lastName: 'A' }).success).toBe(false)
    expect(lookupSchema.safeParse({ voucherNumber: 'X', lastName: '' }).success).toBe(false)
  })
})
