import { describe, it, expect } from 'vitest'
import {
  BOOKING_STEPS,
  firstIncompleteStep,
  guardStep,
  isRecommendedBlockVisible,
  isSidebarVisible,
  MANAGE_STEPS,
  stepFromPath,
  stepIndex,
  stepPath,
  stepStates,
  type StepId,
} from './booking-steps'

describe('steps', () => {
  it('names the booking and manage steps as the spec does', () => {
    expect(BOOKING_STEPS.map((step) => step.label)).toEqual([
      'Select Car',
      'Insurance',
      'Extras',
      'Personal Information',
      'Payment',
      'Confirmation',
    ])
    expect(MANAGE_STEPS.map((step) => step.label)).toEqual(['Protection', 'Extras', 'Driver', 'Payment', 'Contract'])
    expect(stepIndex('booking', 'payment')).toBe(4)
    expect(stepIndex('manage', 'payment')).toBe(3)
    expect(stepIndex('manage', 'search')).toBe(-1)
  })
})

describe('stepFromPath', () => {
  it('reads the last path segment', () => {
    expect(stepFromPath('booking', '/booking')).toBe('search')
    expect(stepFromPath('booking', '/de/booking/protection/')).toBe('protection')
    expect(stepFromPath('booking', '/booking/extras?quoteID=1#top')).toBe('extras')
    expect(stepFromPath('manage', '/is/manage-booking/detail')).toBe('detail')
    expect(stepFromPath('manage', '/manage-booking/confirmation')).toBe('confirmation')
  })
  it('is undefined for other paths', () => {
    expect(stepFromPath('booking', '/booking/search')).toBeUndefined()
    expect(stepFromPath('manage', '/manage-booking')).toBeUndefined()
    expect(stepFromPath('booking', '/')).toBeUndefined()
  })
  it('builds step paths back', () => {
    expect(stepPath('booking', 'search')).toBe('/booking')
    expect(stepPath('booking', 'detail')).toBe('/booking/detail')
    expect(stepPath('manage', 'payment')).toBe('/manage-booking/payment')
  })
})

describe('stepStates', () => {
  it('marks steps past, current and future', () => {
    expect(stepStates('booking', 'extras').map((step) => step.state)).toEqual([
      'past',
      'past',
      'current',
      'future',
      'future',
      'future',
    ])
    expect(stepStates('manage', 'protection')[0]).toEqual({ id: 'protection', label: 'Protection', state: 'current' })
  })
})

describe('guardStep', () => {
  const done = (...steps: StepId[]) => new Set<StepId>(steps)
  it('finds the first incomplete step', () => {
    expect(firstIncompleteStep('booking', done())).toBe('search')
    expect(firstIncompleteStep('booking', done('search', 'protection'))).toBe('extras')
    expect(
      firstIncompleteStep('manage', done('protection', 'extras', 'detail', 'payment', 'confirmation')),
    ).toBeUndefined()
  })
  it('allows a step when every earlier one is complete', () => {
    expect(guardStep({ flow: 'booking', requested: 'extras', completed: done('search', 'protection') })).toEqual({
      isAllowed: true,
    })
    expect(guardStep({ flow: 'booking', requested: 'protection', completed: done('search', 'protection') })).toEqual({
      isAllowed: true,
    })
  })
  it('sends the visitor to the first incomplete step otherwise', () => {
    expect(guardStep({ flow: 'booking', requested: 'payment', completed: done('search', 'extras') })).toEqual({
      isAllowed: false,
      redirectTo: 'protection',
    })
    expect(guardStep({ flow: 'manage', requested: 'search', completed: done() })).toEqual({
      isAllowed: false,
      redirectTo: 'protection',
    })
  })
})

describe('layout rules', () => {
  it('shows the recommended block up to step index 3', () => {
    expect([0, 1, 2, 3, 4, 5].map(isRecommendedBlockVisible)).toEqual([true, true, true, true, false, false])
    expect(isRecommendedBlockVisible(-1)).toBe(false)
  })
  it('hides the sidebar on payment and confirmation', () => {
    expect(BOOKING_STEPS.map((step) => isSidebarVisible(step.id))).toEqual([true, true, true, true, false, false])
  })
})
