import { describe, expect, it } from 'vitest'

import { completedSteps, resolveBookingStep, type BookingProgress } from './booking-progress'

const none: BookingProgress = { booking: 'none', isSettled: false, submitted: [] }
const held = (submitted: BookingProgress['submitted']): BookingProgress => ({
  booking: 'held',
  isSettled: false,
  submitted,
})

describe('completedSteps', () => {
  it('has nothing complete before a car is chosen', () => {
    expect([...completedSteps(none)]).toEqual([])
  })

  it('completes Select Car with a held booking and the submitted steps only', () => {
    expect([...completedSteps(held(['protection']))].sort()).toEqual(['protection', 'search'])
  })

  it('completes every choice once saved, and the payment once settled', () => {
    const saved = completedSteps({ booking: 'confirmed', isSettled: false, submitted: [] })
    expect(saved.has('detail')).toBe(true)
    expect(saved.has('payment')).toBe(false)
    expect(completedSteps({ booking: 'confirmed', isSettled: true, submitted: [] }).has('payment')).toBe(true)
  })
})

describe('resolveBookingStep', () => {
  it('sends a visitor without a car back to the search', () => {
    expect(resolveBookingStep(none, 'extras')).toEqual({ isAllowed: false, redirectTo: 'search' })
    expect(resolveBookingStep(none, 'search')).toEqual({ isAllowed: true })
  })

  it('opens a step when the earlier ones are complete, else the first incomplete one', () => {
    expect(resolveBookingStep(held([]), 'protection')).toEqual({ isAllowed: true })
    expect(resolveBookingStep(held([]), 'detail')).toEqual({ isAllowed: false, redirectTo: 'protection' })
    expect(resolveBookingStep(held(['protection']), 'extras')).toEqual({ isAllowed: true })
    expect(resolveBookingStep(held(['protection', 'extras', 'detail']), 'payment')).toEqual({ isAllowed: true })
    expect(resolveBookingStep(held(['protection', 'extras']), 'search')).toEqual({ isAllowed: true })
  })

  it('never confirms a booking that is not saved', () => {
    expect(resolveBookingStep(held(['protection', 'extras', 'detail']), 'confirmation')).toEqual({
      isAllowed: false,
      redirectTo: 'payment',
    })
  })

  it('keeps a saved booking on its payment until settled, then on its confirmation', () => {
    const unpaid: BookingProgress = { booking: 'confirmed', isSettled: false, submitted: [] }
    expect(resolveBookingStep(unpaid, 'payment')).toEqual({ isAllowed: true })
    expect(resolveBookingStep(unpaid, 'protection')).toEqual({ isAllowed: false, redirectTo: 'payment' })
    expect(resolveBookingStep(unpaid, 'confirmation')).toEqual({ isAllowed: false, redirectTo: 'payment' })
    const settled: BookingProgress = { ...unpaid, isSettled: true }
    expect(resolveBookingStep(settled, 'confirmation')).toEqual({ isAllowed: true })
    expect(resolveBookingStep(settled, 'payment')).toEqual({ isAllowed: false, redirectTo: 'confirmation' })
  })
})
