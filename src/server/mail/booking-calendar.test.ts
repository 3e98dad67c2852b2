import { describe, expect, it } from 'vitest'

import { bookingCalendar } from './booking-calendar'
import type { BookingMailData } from './booking-mail-data'
import { mailTexts } from './mail-texts'

const money = (amount: number) => ({ amount, currency: 'EUR' as const })

const data: BookingMailData = {
  locale: 'is',
  bookingId: 7,
  number: 'VG-100001',
  voucherNumber: 'AB12CD',
  email: 'gudrun@example.com',
  clientName: 'Guðrún Jónsdóttir',
  pickupAt: new Date('2027-03-01T12:00:00Z'),
  returnAt: new Date('2027-03-05T09:00:00Z'),
  officeOut: 'Keflavíkurflugvöllur; flugstöð',
  officeIn: 'Reykjavík, miðbær',
  handover: {
    pickup: { isOutOfHours: false, instructions: 'Gangið út um dyr 4 að skutlunni, fimm mínútna ferð.' },
    return: { isOutOfHours: false, instructions: null },
    helpPhone: { number: '+354 420 5000', isNightLine: false },
  },
  deposit: { amount: 100_000, currency: 'EUR' },
  car: 'Dacia Duster, eða sambærilegur',
  protections: [],
  extras: [],
  drivers: [],
  prices: {
    rent: money(0),
    insurance: money(0),
    additions: money(0),
    vat: money(0),
    total: money(0),
    paid: money(0),
    due: money(0),
  },
  cancellationTerms: { kind: 'closed', reason: 'NOT_CONFIRMED', deadline: new Date('2027-02-27T12:00:00Z') },
  cancellationNotice: { key: 'none' },
  cancellationText: undefined,
  manageUrl: 'https://vegur.is/is/manage-my-booking',
}

describe('bookingCalendar', async () => {
  const t = await mailTexts('is')
  const ics = bookingCalendar({ data, t, host: 'vegur.is', now: new Date('2026-05-01T10:00:00Z') })
  const unfolded = ics.replace(/\r\n[ \t]/g, '')

  it('writes pickup and return as half-hour UTC events in CRLF lines', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfolded.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('METHOD:PUBLISH')
    expect(lines).toContain('UID:VG-100001-pickup@vegur.is')
    expect(lines).toContain('DTSTART:20270301T120000Z')
    expect(lines).toContain('DTEND:20270301T123000Z')
    expect(lines).toContain('DTSTART:20270305T090000Z')
    expect(lines).toContain('DTSTAMP:20260501T100000Z')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
  })

  it('escapes text and carries the voucher, the instructions and the phone', () => {
    expect(unfolded).toContain('LOCATION:Keflavíkurflugvöllur\\; flugstöð')
    expect(unfolded).toContain('Dacia Duster\\, eða sambærilegur')
    expect(unfolded).toContain('AB12CD\\n')
    expect(unfolded).toContain('Gangið út um dyr 4 að skutlunni\\, fimm mínútna ferð.')
    expect(unfolded).toContain('+354 420 5000')
  })

  it('labels a night pickup and the night line as out of hours in the booking language', async () => {
    const night = bookingCalendar({
      data: {
        ...data,
        pickupAt: new Date('2027-03-01T02:00:00Z'),
        handover: {
          pickup: { isOutOfHours: true, instructions: 'Lykillinn er í lyklaboxinu við bílastæðið.' },
          return: { isOutOfHours: false, instructions: 'Komdu með lykilinn í afgreiðsluna.' },
          helpPhone: { number: '+354 420 5050', isNightLine: true },
        },
      },
      t,
      host: 'vegur.is',
      now: new Date('2026-05-01T10:00:00Z'),
    }).replace(/\r\n[ \t]/g, '')
    const [pickup = '', dropOff = ''] = night.split('BEGIN:VEVENT').slice(1)
    expect(pickup).toContain(`${t('pickupOutOfHours')}: Lykillinn er í lyklaboxinu við bílastæðið.`)
    expect(pickup).toContain(`${t('nightHelpPhone')}: +354 420 5050`)
    expect(pickup).not.toContain('afgreiðsluna')
    expect(dropOff).toContain(`${t('returnInstructions')}: Komdu með lykilinn í afgreiðsluna.`)
  })

  // `ics` folds at 75 characters (RFC 5545 says lines SHOULD NOT exceed 75 octets; readers unfold any length).
  it('folds long lines at 75 characters', () => {
    const lines = ics.split('\r\n')
    expect(lines.some((line) => line.startsWith('\t'))).toBe(true)
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(75)
  })
})
