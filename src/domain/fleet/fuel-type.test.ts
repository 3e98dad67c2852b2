import { describe, it, expect } from 'vitest'
import { FUEL_TYPES, fuelTypeOf } from './fuel-type'

describe('fuelTypeOf', () => {
  it('lists the spec fuel types', () => {
    expect(FUEL_TYPES).toEqual(['Petrol', 'Diesel', 'Hybrid', 'Electric'])
  })
  it('is Electric when electric is the only fuel', () => {
    expect(fuelTypeOf({ fuels: ['Electric'] })).toBe('Electric')
    expect(fuelTypeOf({ fuels: [' electric '] })).toBe('Electric')
  })
  it('is Hybrid with several fuels including electric and CO2 under 50', () => {
    expect(fuelTypeOf({ fuels: ['Petrol', 'Electric'], co2: 49 })).toBe('Hybrid')
    expect(fuelTypeOf({ fuels: ['Petrol', 'Electric'], co2: 50 })).toBe('Petrol')
    expect(fuelTypeOf({ fuels: ['Diesel', 'Electric'] })).toBe('Diesel')
    expect(fuelTypeOf({ fuels: ['Hybrid'] })).toBe('Hybrid')
  })
  it('is Diesel or Petrol otherwise, undefined when unknown', () => {
    expect(fuelTypeOf({ fuels: ['Diesel'] })).toBe('Diesel')
    expect(fuelTypeOf({ fuels: ['Gasoline'] })).toBe('Petrol')
    expect(fuelTypeOf({ fuels: [] })).toBeUndefined()
    expect(fuelTypeOf({ fuels: ['Hydrogen'] })).toBeUndefined()
  })
})
