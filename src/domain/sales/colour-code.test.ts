import { describe, expect, it } from 'vitest'

import { isSaleColour, saleColourOf } from './colour-code'
import { SALE_COLOURS } from './vehicle-options'

describe('saleColourOf', () => {
  it('keeps every code as it is', () => {
    for (const code of SALE_COLOURS) expect(saleColourOf(code)).toBe(code)
  })

  it('maps the colours staff typed in English, any case', () => {
    expect(saleColourOf('White')).toBe('white')
    expect(saleColourOf('BLACK')).toBe('black')
    expect(saleColourOf('Gray')).toBe('grey')
    expect(saleColourOf(' Silver ')).toBe('silver')
    expect(saleColourOf('Dark blue metallic')).toBe('blue')
    expect(saleColourOf('Pearl white')).toBe('white')
    expect(saleColourOf('Anthracite')).toBe('grey')
    expect(saleColourOf('Burgundy')).toBe('red')
  })

  it('maps colours typed in the other site languages, accents or not', () => {
    expect(saleColourOf('Svartur')).toBe('black')
    expect(saleColourOf('Hvítur')).toBe('white')
    expect(saleColourOf('Grænn')).toBe('green')
    expect(saleColourOf('Fjólublár')).toBe('purple')
    expect(saleColourOf('Appelsínugulur')).toBe('orange')
    expect(saleColourOf('Weiß')).toBe('white')
    expect(saleColourOf('Grün')).toBe('green')
    expect(saleColourOf('Gris métallisé')).toBe('grey')
    expect(saleColourOf('Rosso')).toBe('red')
    expect(saleColourOf('Azul marino')).toBe('blue')
  })

  it('finds a colour at the end of a compound word', () => {
    expect(saleColourOf('Dunkelblau')).toBe('blue')
    expect(saleColourOf('Silbergrau metallic')).toBe('grey')
  })

  it('calls a colour no word names other, and no text no colour', () => {
    expect(saleColourOf('Rainbow')).toBe('other')
    expect(saleColourOf('#336699')).toBe('other')
    expect(saleColourOf('   ')).toBeNull()
    expect(saleColourOf('')).toBeNull()
    expect(saleColourOf(null)).toBeNull()
    expect(saleColourOf(undefined)).toBeNull()
  })
})

describe('isSaleColour', () => {
  it('knows the codes and nothing else', () => {
    expect(isSaleColour('beige')).toBe(true)
    expect(isSaleColour('White')).toBe(false)
    expect(isSaleColour(3)).toBe(false)
  })
})
