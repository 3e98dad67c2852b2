import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from './locales'
import { SALE_CODED_VALUES, type SaleCodedField } from '@/domain/sales/coded-values'

type Tree = { readonly [key: string]: string | Tree }

function saleValues(locale: string): Tree {
  const messages = JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Tree
  return messages.saleValues as Tree
}

function labelIn(tree: Tree, key: string): string | undefined {
  const [field = '', code = ''] = key.split('.')
  const group = tree[field]
  if (typeof group !== 'object') return undefined
  const text = group[code]
  return typeof text === 'string' ? text : undefined
}

const FIELDS = Object.keys(SALE_CODED_VALUES) as SaleCodedField[]

describe('the labels of the coded values in six languages (messages/*.json, saleValues)', () => {
  it.each(LOCALES)('%s names every code of every field', (locale) => {
    const tree = saleValues(locale)
    for (const field of FIELDS) {
      for (const code of SALE_CODED_VALUES[field]) {
        const label = labelIn(tree, `${field}.${code}`)
        expect(label?.trim(), `${locale}: ${field}.${code}`).toBeTruthy()
      }
      expect(Object.keys(tree[field] as Tree).sort(), `${locale}: ${field}`).toEqual(
        [...SALE_CODED_VALUES[field]].sort(),
      )
    }
  })

  it('names colours, fuels and drives in the visitor language, not in English', () => {
    const [is, de] = [saleValues('is'), saleValues('de')]
    expect(labelIn(is, 'colour.black')).toBe('Svartur')
    expect(labelIn(is, 'colour.white')).toBe('Hvítur')
    expect(labelIn(de, 'colour.green')).toBe('Grün')
    expect(labelIn(de, 'colour.white')).toBe('Weiß')
    expect(labelIn(is, 'fuel.Diesel')).toBe('Dísil')
    expect(labelIn(de, 'driveTrain.AWD')).toBe('Allradantrieb')
    for (const locale of LOCALES.filter((other) => other !== 'en')) {
      const tree = saleValues(locale)
      expect(labelIn(tree, 'colour.black'), locale).not.toBe('Black')
      expect(labelIn(tree, 'driveTrain.FWD'), locale).not.toBe('Front-wheel drive')
    }
  })
})
