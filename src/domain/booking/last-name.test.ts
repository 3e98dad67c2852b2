import { describe, expect, it } from 'vitest'

import { normalizeLastName } from './last-name'

describe('last name normalization', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    expect(normalizeLastName('Guðmundsdóttir')).toBe('gudmundsdottir')
    expect(normalizeLastName('  GUDMUNDS-DOTTIR ')).toBe('gudmundsdottir')
    expect(normalizeLastName("O'Brien")).toBe('obrien')
    expect(normalizeLastName('de la Cruz')).toBe('delacruz')
    expect(normalizeLastName('Müller')).toBe(normalizeLastName('Muller'))
    expect(normalizeLastName('Þórðarson')).toBe('thordarson')
    expect(normalizeLastName('Ærøskøbing')).toBe('aeroskobing')
  })

  it('matches a Cyrillic or Greek name and its Latin spelling alike', () => {
    expect(normalizeLastName('Иванов')).toBe('ivanov')
    expect(normalizeLastName('IVANOV')).toBe(normalizeLastName('Иванов'))
    expect(normalizeLastName('Papadopoulos')).toBe(normalizeLastName('Παπαδόπουλος'))
    expect(normalizeLastName('Jonsdottir')).toBe(normalizeLastName('Jónsdóttir'))
  })

  it('keeps letters of scripts without a Latin table, so such names never collapse to nothing', () => {
    expect(normalizeLastName('李')).toBe('李')
    expect(normalizeLastName(' - ')).toBe('')
  })
})
