import { describe, expect, it } from 'vitest'

import { SALE_CODED_VALUES, saleValueLabel, type SaleCodedField } from './coded-values'

const FIELDS = Object.keys(SALE_CODED_VALUES) as SaleCodedField[]

describe('saleValueLabel', () => {
  it('labels every code of every coded field by its message key', () => {
    for (const field of FIELDS) {
      for (const code of SALE_CODED_VALUES[field]) {
        expect(saleValueLabel(field, code)).toEqual({ kind: 'code', key: `${field}.${code}` })
      }
    }
  })

  it('shows a value that is not a code as it was stored', () => {
    expect(saleValueLabel('colour', 'Dark blue metallic')).toEqual({ kind: 'text', text: 'Dark blue metallic' })
    expect(saleValueLabel('colour', 'White')).toEqual({ kind: 'text', text: 'White' })
    expect(saleValueLabel('fuel', 'Hydrogen')).toEqual({ kind: 'text', text: 'Hydrogen' })
  })
})
