import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { officeInstant } from '@/domain/time/office-instant'
import { isOutOfHours } from '@/domain/pricing/opening-hours'
import { offeredSlots } from '@/domain/search/time-slots'
import { loadBlockCars } from '@/server/fleet/block-cars'
import { loadSearchBox } from '@/server/booking-flow/search-box'

import { bootPayload } from './payload'
import { seedRentalFixture } from './rental-fixture'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
  await seedRentalFixture(payload)
})

describe('the booking search box', () => {
  it("offers each office with its opening hours and the price list's out-of-hours fee in the currency asked", async () => {
    const box = await loadSearchBox({ locale: 'en', currency: 'EUR' })
    const city = box.offices.find((office) => office.id === 'rvk1')
    expect(city?.name).toBe('Reykjavík')
    expect(box.outOfHoursFee).toBe('€40.00')
    if (!city) return
    // The city desk opens 08:00-18:00 and is closed on Sundays (2027-08-01 is a Sunday).
    const monday = offeredSlots({ hours: city.hours, date: '2027-08-02' })
    expect(monday.find((slot) => slot.time === '07:45')?.isOutOfHours).toBe(true)
    expect(monday.find((slot) => slot.time === '12:00')?.isOutOfHours).toBe(false)
    expect(offeredSlots({ hours: city.hours, date: '2027-08-01' }).every((slot) => slot.isOutOfHours)).toBe(true)
    // The same rule as the engine's fee.
    const instant = officeInstant({ date: '2027-08-02', time: '18:15' })
    expect(instant.isOk && isOutOfHours(city.hours, instant.value)).toBe(true)
  })

  it('shows the fee in krónur for an Icelandic page', async () => {
    const box = await loadSearchBox({ locale: 'is', currency: 'ISK' })
    expect(box.outOfHoursFee).toMatch(/kr/)
  })

  it('is loaded for a page only when it has a search box block', async () => {
    const now = new Date()
    const without = await loadBlockCars({ payload, blocks: [], locale: 'en', now })
    expect(without.searchBox).toBeUndefined()
    const withBox = await loadBlockCars({
      payload,
      blocks: [{ blockType: 'bookingSearch', title: 'Find a car' }],
      locale: 'de',
      now,
    })
    expect(withBox.searchBox?.offices.map((office) => office.id)).toEqual(expect.arrayContaining(['brimb1', 'rvk1']))
  })
})
