import { describe, it, expect } from 'vitest'
import {
  firstIncompleteStep,
  guardStep,
  isRecommendedBlockVisible,
  isSidebarVisible,
  stepIndex,
  stepPath,
  stepStates,
  type StepId,
} from './booking-steps'

describe('steps', () => {
  it('orders the booking and manage steps as the spec does', () => {
    expect(stepStates('booking', 'search').map((step) => step.id)).toEqual([
      'search',
      'protection',
      'extras',
      'detail',
      'payment',
      'confirmation',
    ])
    expect(stepStates('manage', 'protection').map((step) => step.id)).toEqual([
      'protection',
      'extras',
      'detail',
      'payment',
      'confirmation',
    ])
    expect(stepIndex('booking', 'payment')).toBe(4)
    expect(stepIndex('manage', 'payment')).toBe(3)
    expect(stepIndex('manage', 'search')).toBe(-1)
  })
})

describe('stepPath', () => {
  it('builds step paths', () => {
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
    expect(stepStates('manage', 'protection')[0]).toEqual({ id: 'protection', state: 'current' })
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
    expect(stepStates('booking', 'search').map((step) => isSidebarVisible(step.id))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
