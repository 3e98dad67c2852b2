import { describe, expect, it } from 'vitest'

import type { OfficeHours } from '../pricing/opening-hours'
import { bookingHandovers, handoverLines, hasOutOfHoursHandover, type OfficeHandoverTexts } from './handover'

const EVERY_DAY = { opensAt: '05:00', closesAt: '23:00' }
/** An airport desk open 05:00–23:00 every day. */
const AIRPORT_HOURS: OfficeHours = {
  schedules: [
    { weekly: { 0: EVERY_DAY, 1: EVERY_DAY, 2: EVERY_DAY, 3: EVERY_DAY, 4: EVERY_DAY, 5: EVERY_DAY, 6: EVERY_DAY } },
  ],
  holidays: ['2026-12-25'],
}

const AIRPORT: OfficeHandoverTexts = {
  hours: AIRPORT_HOURS,
  pickupInstructions: 'Our desk is in the arrivals hall.',
  returnInstructions: 'Bring the key to our desk.',
  outOfHours: {
    pickupInstructions: 'Take your key from the key box by the car park.',
    returnInstructions: 'Drop the key in the key box by the car park.',
    helpPhone: ' +354 420 5050 ',
  },
}

const COMPANY_PHONE = '+354 420 5000'

function handovers(
  pickupAt: string,
  returnAt: string,
  offices: Partial<Record<'out' | 'in', OfficeHandoverTexts>> = {},
) {
  return bookingHandovers({
    pickupOffice: offices.out ?? AIRPORT,
    returnOffice: offices.in ?? AIRPORT,
    pickupAt: new Date(pickupAt),
    returnAt: new Date(returnAt),
    companyPhone: COMPANY_PHONE,
  })
}

describe('bookingHandovers', () => {
  it('keeps the desk texts and the company phone when both handovers are in opening hours', () => {
    const result = handovers('2026-11-30T12:00Z', '2026-12-03T05:00Z')
    expect(result.pickup).toEqual({ isOutOfHours: false, instructions: 'Our desk is in the arrivals hall.' })
    expect(result.return).toEqual({ isOutOfHours: false, instructions: 'Bring the key to our desk.' })
    expect(result.helpPhone).toEqual({ number: COMPANY_PHONE, isNightLine: false })
    expect(hasOutOfHoursHandover(result)).toBe(false)
  })

  it('gives a 02:00 pickup the key box and the night line, and its in-hours return the desk', () => {
    const result = handovers('2026-11-30T02:00Z', '2026-12-03T12:00Z')
    expect(result.pickup).toEqual({
      isOutOfHours: true,
      instructions: 'Take your key from the key box by the car park.',
    })
    expect(result.return).toEqual({ isOutOfHours: false, instructions: 'Bring the key to our desk.' })
    expect(result.helpPhone).toEqual({ number: '+354 420 5050', isNightLine: true })
    expect(hasOutOfHoursHandover(result)).toBe(true)
  })

  it('gives a late return the night return instructions; closing time itself is still open', () => {
    expect(handovers('2026-11-30T12:00Z', '2026-12-03T23:15Z').return.isOutOfHours).toBe(true)
    expect(handovers('2026-11-30T12:00Z', '2026-12-03T23:15Z').return.instructions).toMatch(/Drop the key/)
    expect(handovers('2026-11-30T12:00Z', '2026-12-03T23:00Z').return.isOutOfHours).toBe(false)
    expect(handovers('2026-11-30T05:00Z', '2026-12-03T12:00Z').pickup.isOutOfHours).toBe(false)
  })

  it('counts a holiday as out of hours all day', () => {
    const result = handovers('2026-12-25T12:00Z', '2026-12-27T12:00Z')
    expect(result.pickup.isOutOfHours).toBe(true)
    expect(result.helpPhone?.isNightLine).toBe(true)
  })

  it('keeps the desk text and the company phone when the office has no night texts', () => {
    const bare: OfficeHandoverTexts = {
      ...AIRPORT,
      outOfHours: { pickupInstructions: '  ', returnInstructions: null, helpPhone: null },
    }
    const result = handovers('2026-11-30T02:00Z', '2026-12-03T02:00Z', { out: bare, in: bare })
    expect(result.pickup).toEqual({ isOutOfHours: true, instructions: 'Our desk is in the arrivals hall.' })
    expect(result.return).toEqual({ isOutOfHours: true, instructions: 'Bring the key to our desk.' })
    expect(result.helpPhone).toEqual({ number: COMPANY_PHONE, isNightLine: false })
  })

  it("takes the return office's night line when only the return is out of hours", () => {
    const city: OfficeHandoverTexts = { ...AIRPORT, outOfHours: { ...AIRPORT.outOfHours, helpPhone: '+354 420 5099' } }
    expect(handovers('2026-11-30T12:00Z', '2026-12-03T02:00Z', { in: city }).helpPhone).toEqual({
      number: '+354 420 5099',
      isNightLine: true,
    })
    expect(handovers('2026-11-30T02:00Z', '2026-12-03T02:00Z', { in: city }).helpPhone?.number).toBe('+354 420 5050')
  })

  it('gives no phone when there is none at all', () => {
    const result = bookingHandovers({
      pickupOffice: AIRPORT,
      returnOffice: AIRPORT,
      pickupAt: new Date('2026-11-30T12:00Z'),
      returnAt: new Date('2026-12-03T12:00Z'),
      companyPhone: ' ',
    })
    expect(result.helpPhone).toBeNull()
  })
})

describe('handoverLines', () => {
  it('labels the desk texts and the company phone as by day', () => {
    expect(handoverLines(handovers('2026-11-30T12:00Z', '2026-12-03T12:00Z'))).toEqual({
      pickup: { labelKey: 'pickupInstructions', text: 'Our desk is in the arrivals hall.' },
      return: { labelKey: 'returnInstructions', text: 'Bring the key to our desk.' },
      phone: { labelKey: 'helpPhone', text: COMPANY_PHONE },
    })
  })

  it('labels a night pickup, a night return and the night line as out of hours', () => {
    expect(handoverLines(handovers('2026-11-30T02:00Z', '2026-12-03T23:30Z'))).toEqual({
      pickup: { labelKey: 'pickupOutOfHours', text: 'Take your key from the key box by the car park.' },
      return: { labelKey: 'returnOutOfHours', text: 'Drop the key in the key box by the car park.' },
      phone: { labelKey: 'nightHelpPhone', text: '+354 420 5050' },
    })
  })

  it('leaves out a handover without instructions and a missing phone', () => {
    const silent: OfficeHandoverTexts = {
      ...AIRPORT,
      pickupInstructions: null,
      returnInstructions: null,
      outOfHours: { pickupInstructions: null, returnInstructions: null, helpPhone: null },
    }
    const result = bookingHandovers({
      pickupOffice: silent,
      returnOffice: silent,
      pickupAt: new Date('2026-11-30T02:00Z'),
      returnAt: new Date('2026-12-03T12:00Z'),
      companyPhone: null,
    })
    expect(handoverLines(result)).toEqual({})
  })
})
