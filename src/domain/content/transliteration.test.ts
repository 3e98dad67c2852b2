import { describe, expect, it } from 'vitest'

import { foldAccents } from './transliteration'

describe('foldAccents', () => {
  it('lowercases and takes accents off', () => {
    expect(foldAccents('Škoda Citroën Mégane')).toBe('skoda citroen megane')
    expect(foldAccents('Müller')).toBe('muller')
  })

  it('spells the letters Unicode does not take apart', () => {
    expect(foldAccents('Þór Ðóra Ægir Öræfi')).toBe('thor dora aegir oraefi')
    expect(foldAccents('Ærøskøbing Straße Œuvre Łódź')).toBe('aeroskobing strasse oeuvre lodz')
  })

  it('keeps other scripts, digits and punctuation', () => {
    expect(foldAccents('Иванов 李 4x4-SW!')).toBe('иванов 李 4x4-sw!')
  })
})
