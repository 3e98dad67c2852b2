import { describe, it, expect } from 'vitest'
import { DEFAULT_WEB_CATEGORY, isWebCategoryId, webCategoryOf, type CategoryTraits } from './web-categories'

const car = (overrides: Partial<CategoryTraits>): CategoryTraits => ({
  acrissCode: 'XXAR',
  passengerCount: 5,
  fuels: ['Petrol'],
  ...overrides,
})

describe('web categories map', () => {
  it('knows the category ids and defaults to Compact', () => {
    expect(DEFAULT_WEB_CATEGORY).toBe('Compact')
    expect(isWebCategoryId('LargeSUVs')).toBe(true)
    expect(isWebCategoryId('Large SUVs')).toBe(false)
  })
})

describe('webCategoryOf', () => {
  it('makes a minivan of ACRISS V or 7+ passengers', () => {
    expect(webCategoryOf(car({ acrissCode: 'VMAR' }))).toBe('Minivans')
    expect(webCategoryOf(car({ acrissCode: 'SFAR', passengerCount: 7 }))).toBe('Minivans')
    expect(webCategoryOf(car({ acrissCode: 'SFAR', passengerCount: 6 }))).toBe('MidSizeSUVs')
  })
  it('makes Economy of E and Compact of C', () => {
    expect(webCategoryOf(car({ acrissCode: 'EDMR' }))).toBe('Economy')
    expect(webCategoryOf(car({ acrissCode: 'cdar' }))).toBe('Compact')
  })
  it('sorts SUVs by size', () => {
    expect(webCategoryOf(car({ acrissCode: 'IFAR' }))).toBe('MidSizeSUVs')
    expect(webCategoryOf(car({ acrissCode: 'FFAR' }))).toBe('LargeSUVs')
    expect(webCategoryOf(car({ acrissCode: 'LFAD' }))).toBe('LargeSUVs')
  })
  it('makes electric cars ElectricCars by fuel type first', () => {
    expect(webCategoryOf(car({ acrissCode: 'CDAE', fuels: ['Electric'] }))).toBe('ElectricCars')
    expect(webCategoryOf(car({ acrissCode: 'CDAH', fuels: ['Petrol', 'Electric'], co2: 30 }))).toBe('Compact')
  })
  it('lets the editor choose and otherwise defaults to Compact', () => {
    expect(webCategoryOf(car({ acrissCode: 'EDMR', webCategory: 'LargeSUVs' }))).toBe('LargeSUVs')
    expect(webCategoryOf(car({ acrissCode: 'PDAR' }))).toBe('Compact')
  })
})
