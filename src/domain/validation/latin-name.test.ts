import { describe, expect, it } from 'vitest'

import { latinName, latinNameOr } from './latin-name'

describe('latinName', () => {
  it('spells Icelandic and German names the ASCII way, keeping case', () => {
    expect(latinName('Guðrún Jónsdóttir')).toBe('Gudrun Jonsdottir')
    expect(latinName('Þórður Ægisson')).toBe('Thordur Aegisson')
    expect(latinName('Jürgen Müller')).toBe('Jurgen Muller')
    expect(latinName('Straße')).toBe('Strasse')
  })

  it('transliterates Cyrillic and Greek', () => {
    expect(latinName('Иванов')).toBe('Ivanov')
    expect(latinName('Щербакова')).toBe('Shcherbakova')
    expect(latinName('Παπαδόπουλος')).toBe('Papadopoulos')
  })

  it("keeps spaces, hyphens and apostrophes (a typographic one becomes ')", () => {
    expect(latinName('Anne-Sophie O’Brien')).toBe("Anne-Sophie O'Brien")
  })

  it('leaves out letters it has no table for; latinNameOr then keeps the original', () => {
    expect(latinName('王小明')).toBe('')
    expect(latinNameOr('王小明')).toBe('王小明')
    expect(latinNameOr('Guðrún')).toBe('Gudrun')
  })

  it('reads composed and decomposed accents alike', () => {
    expect(latinName('Jo\u0301nsdo\u0301ttir')).toBe('Jonsdottir')
  })
})
