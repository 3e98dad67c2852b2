import { describe, expect, it } from 'vitest'

import { dateTimeFormat } from './date-format'

const AFTERNOON = new Date('2026-12-03T14:30:00Z')

describe('dateTimeFormat', () => {
  it('writes English dates day first, on the 24-hour clock', () => {
    const text = dateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(AFTERNOON)
    expect(text).toContain('3 December 2026')
    expect(text).toContain('14:30')
    expect(text).not.toMatch(/PM/i)
  })

  it('writes a time given by hour and minute on the 24-hour clock', () => {
    const text = dateTimeFormat('en', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(AFTERNOON)
    expect(text).toBe('14:30')
  })

  it('leaves the other languages as they write dates', () => {
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(AFTERNOON)).toBe('3. Dezember 2026')
    expect(dateTimeFormat('is', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(AFTERNOON)).toBe(
      '14:30',
    )
  })
})
