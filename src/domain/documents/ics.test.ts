import { describe, expect, it } from 'vitest'

import { buildIcs, escapeText, foldLine } from './ics'

const now = new Date('2026-05-01T10:00:00Z')

describe('buildIcs', () => {
  const ics = buildIcs({
    productId: '-//Vegur//Booking//EN',
    now,
    events: [
      {
        uid: 'VG-100001-pickup@vegur.is',
        start: new Date('2027-03-01T12:00:00Z'),
        end: new Date('2027-03-01T12:30:00Z'),
        summary: 'Car pickup: Dacia Duster, or similar',
        location: 'Keflavík Airport; Terminal',
        description: 'Voucher ABC\nBring your licence',
      },
    ],
  })

  it('writes CRLF lines only, with a calendar around the event', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('DTSTART:20270301T120000Z')
    expect(lines).toContain('DTEND:20270301T123000Z')
    expect(lines).toContain('DTSTAMP:20260501T100000Z')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:Car pickup: Dacia Duster\\, or similar')
    expect(ics).toContain('LOCATION:Keflavík Airport\\; Terminal')
    expect(ics).toContain('DESCRIPTION:Voucher ABC\\nBring your licence')
    expect(escapeText('a\\b')).toBe('a\\\\b')
  })

  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldLine(`DESCRIPTION:${'ð'.repeat(80)}`)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(parts.map((part, at) => (at === 0 ? part : part.slice(1))).join('')).toBe(`DESCRIPTION:${'ð'.repeat(80)}`)
  })
})
