import { describe, expect, it } from 'vitest'

import { MAX_DRIVERS } from '../validation/driver'
import { driverProblem } from './desk-drivers'

describe('driverProblem', () => {
  it('names the driver, counted from 1, and the field to check', () => {
    expect(driverProblem([{ path: ['drivers', 1, 'licenseNumber'] }])).toBe(
      "Check driver 2's licence number (letters, digits, spaces and dashes).",
    )
    expect(driverProblem([{ path: ['drivers', 0, 'expiry'] }])).toBe(
      "Check driver 1's licence expiry (a date after today, or empty when it does not expire).",
    )
  })

  it('asks for a list of drivers when the list itself is wrong', () => {
    expect(driverProblem([{ path: ['drivers'] }])).toBe(
      `Give between 1 and ${MAX_DRIVERS} drivers, the main driver first.`,
    )
  })

  it('says nothing of refusals that are not about a driver', () => {
    expect(driverProblem([{ path: ['pickupAt'] }, { path: [] }])).toBeUndefined()
  })

  it('takes the first driver refusal among others', () => {
    expect(driverProblem([{ path: ['reason'] }, { path: ['drivers', 2, 'firstName'] }])).toBe(
      "Check driver 3's first name (English letters).",
    )
  })
})
