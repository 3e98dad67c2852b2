import { describe, expect, it } from 'vitest'

import { bookingSearchText, isSameLastName, nameSearchKey, parseBookingSearch, phoneSearchKey } from './search-keys'

describe('name search keys', () => {
  it('makes Müller, Mueller, Muller and MÜLLER one key', () => {
    const keys = ['Müller', 'Mueller', 'Muller', 'MÜLLER', 'muller'].map(nameSearchKey)
    expect(new Set(keys)).toEqual(new Set(['muller']))
  })

  it('reads Icelandic letters the ASCII way, both ways round', () => {
    expect(nameSearchKey('Jónsdóttir')).toBe(nameSearchKey('Jonsdottir'))
    expect(nameSearchKey('Guðrún')).toBe(nameSearchKey('Gudrun'))
    expect(nameSearchKey('Þórðarson')).toBe(nameSearchKey('Thordarson'))
    expect(nameSearchKey('Ægir')).toBe(nameSearchKey('Aegir'))
    expect(nameSearchKey('Þór')).toBe('thor')
  })

  it('takes ö as oe or o, and ü as ue or u, and ä as ae or a', () => {
    expect(nameSearchKey('Björk')).toBe(nameSearchKey('Bjoerk'))
    expect(nameSearchKey('Björk')).toBe(nameSearchKey('Bjork'))
    expect(nameSearchKey('Jürgen')).toBe(nameSearchKey('Juergen'))
    expect(nameSearchKey('Jürgen')).toBe(nameSearchKey('Jurgen'))
    expect(nameSearchKey('Bäcker')).toBe(nameSearchKey('Baecker'))
    expect(nameSearchKey('Bäcker')).toBe(nameSearchKey('Backer'))
  })

  it('keeps other letters apart', () => {
    expect(nameSearchKey('Jonsson')).not.toBe(nameSearchKey('Jonsdottir'))
    expect(nameSearchKey('Иванов')).toBe(nameSearchKey('Ivanov'))
    expect(nameSearchKey('李')).toBe('李')
  })
})

describe('a last name typed to reopen a booking', () => {
  it("matches the booking's name in any spelling of it, stored as written or normalized", () => {
    for (const typed of ['mueller', 'Muller', 'MÜLLER', ' Müller ']) {
      expect(isSameLastName('Müller', typed)).toBe(true)
      expect(isSameLastName('muller', typed)).toBe(true)
    }
    expect(isSameLastName('thordarson', 'Þórðarson')).toBe(true)
    expect(isSameLastName('gudmundsdottir', 'Guðmundsdóttir')).toBe(true)
  })

  it('refuses another name, and a name with nothing to compare', () => {
    expect(isSameLastName('muller', 'Miller')).toBe(false)
    expect(isSameLastName('gudmundsdottir', 'Gudmundsson')).toBe(false)
    expect(isSameLastName('', '')).toBe(false)
    expect(isSameLastName('', ' - ')).toBe(false)
  })
})

describe('phone search keys', () => {
  it('keeps the digits only', () => {
    expect(phoneSearchKey('+354 (555) 12-34')).toBe('3545551234')
    expect(phoneSearchKey('')).toBe('')
  })
})

describe('the search text of a booking', () => {
  it('holds every name word by its key, the e-mail and the phone digits', () => {
    const text = bookingSearchText({
      client: { firstName: 'Guðrún', lastName: 'Jónsdóttir', email: ' Gudrun@Example.IS ', phone: '+354 555 1234' },
      drivers: [
        { firstName: 'Guðrún', lastName: 'Jónsdóttir' },
        { firstName: 'Jürgen', lastName: 'de la Müller' },
      ],
    })
    expect(text).toBe('gudrun jonsdottir jurgen de la muller delamuller gudrun@example.is 3545551234')
  })

  it('is empty for a booking without a renter yet', () => {
    expect(bookingSearchText({ client: null, drivers: null })).toBe('')
  })
})

describe('what staff type', () => {
  it('reads names as keys, word by word', () => {
    expect(parseBookingSearch(' Guðrún  JÓNSDÓTTIR ')).toEqual({
      code: 'GUÐRÚNJÓNSDÓTTIR',
      terms: ['gudrun', 'jonsdottir'],
    })
    expect(parseBookingSearch('mueller')?.terms).toEqual(['muller'])
  })

  it('reads an e-mail whole and lowercased', () => {
    expect(parseBookingSearch('Gudrun@Example.IS')?.terms).toEqual(['gudrun@example.is'])
  })

  it('reads a phone number as its digits', () => {
    expect(parseBookingSearch('+354 555-1234')).toEqual({ code: '+354555-1234', terms: ['3545551234'] })
    expect(parseBookingSearch('1234')?.terms).toEqual(['1234'])
  })

  it('keeps the whole of it, uppercased, for a booking number, voucher or plate', () => {
    expect(parseBookingSearch('vg-100123')?.code).toBe('VG-100123')
    expect(parseBookingSearch('ab 123')?.code).toBe('AB123')
  })

  it('finds nothing in nothing', () => {
    expect(parseBookingSearch('   ')).toBeUndefined()
  })
})
