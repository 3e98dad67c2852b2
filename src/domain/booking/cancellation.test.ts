import { describe, expect, it } from 'vitest'

import { cancellationPolicy } from './cancellation'

const pickupAt = new Date('2027-06-10T12:00:00Z')

describe('cancellation policy', () => {
  it('allows free cancellation until the window before pickup', () => {
    const policy = cancellationPolicy({
      status: 'confirmed',
      pickupAt,
      now: new Date('2027-06-08T11:59:59Z'),
      freeHours: 48,
    })
    expect(policy).toEqual({ canCancel: true, deadline: new Date('2027-06-08T12:00:00Z') })
  })

  it('refuses once the window has closed', () => {
    const policy = cancellationPolicy({
      status: 'confirmed',
      pickupAt,
      now: new Date('2027-06-08T12:00:00Z'),
      freeHours: 48,
    })
    expect(policy).toMatchObject({ canCancel: false, reason: 'WINDOW_CLOSED' })
  })

  it('follows the configured window', () => {
    const now = new Date('2027-06-09T13:00:00Z')
    expect(cancellationPolicy({ status: 'confirmed', pickupAt, now, freeHours: 12 }).canCancel).toBe(true)
    expect(cancellationPolicy({ status: 'confirmed', pickupAt, now, freeHours: 24 }).canCancel).toBe(false)
  })

  it('refuses a booking that is not confirmed', () => {
    const now = new Date('2027-01-01T00:00:00Z')
    expect(cancellationPolicy({ status: 'cancelled', pickupAt, now, freeHours: 48 })).toMatchObject({
      canCancel: false,
      reason: 'NOT_CONFIRMED',
    })
  })
})
