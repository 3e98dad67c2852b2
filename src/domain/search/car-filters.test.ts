import { describe, it, expect } from 'vitest'
import {
  driveTypeLabel,
  filterCarCategories,
  MUST_HAVE_FILTERS,
  RESULT_FILTERS,
  SPECIAL_FILTERS,
  type FilterableCar,
} from './car-filters'

const cars: (FilterableCar & { id: string })[] = [
  { id: 'yaris', acrissCode: 'EDMR', passengerCount: 5, fuels: ['Petrol'], transmissionAuto: false, driveType: 'FWD' },
  { id: 'golf', acrissCode: 'CDAR', passengerCount: 5, fuels: ['Diesel'], transmissionAuto: true },
  { id: 'duster', acrissCode: 'IFMR', passengerCount: 5, fuels: ['Diesel'], transmissionAuto: false, driveType: '4x4' },
  {
    id: 'landcruiser',
    acrissCode: 'FFAR',
    passengerCount: 7,
    fuels: ['Diesel'],
    transmissionAuto: true,
    driveType: '4WD',
  },
  {
    id: 'model-y',
    acrissCode: 'IFAE',
    passengerCount: 5,
    fuels: ['Electric'],
    transmissionAuto: true,
    driveType: 'AWD',
  },
  { id: 'caddy', acrissCode: 'VMAR', passengerCount: 6, fuels: ['Petrol'], transmissionAuto: true },
]
const ids = (list: readonly { id: string }[]) => list.map((car) => car.id)

describe('filterCarCategories', () => {
  it('has the spec special filters', () => {
    expect(SPECIAL_FILTERS).toEqual(['Automatic', '6+ Seats', '4WD/AWD'])
  })
  it('keeps everything with no filter', () => {
    expect(filterCarCategories(cars, {})).toHaveLength(6)
    expect(filterCarCategories(cars, { webCategories: [], fuelTypes: [], special: [] })).toHaveLength(6)
  })
  it('hides non-automatic cars under Automatic', () => {
    expect(ids(filterCarCategories(cars, { special: ['Automatic'] }))).toEqual([
      'golf',
      'landcruiser',
      'model-y',
      'caddy',
    ])
  })
  it('filters seats and drive', () => {
    expect(ids(filterCarCategories(cars, { special: ['6+ Seats'] }))).toEqual(['landcruiser', 'caddy'])
    expect(ids(filterCarCategories(cars, { special: ['4WD/AWD'] }))).toEqual(['duster', 'landcruiser', 'model-y'])
    expect(ids(filterCarCategories(cars, { special: ['4WD/AWD', 'Automatic', '6+ Seats'] }))).toEqual(['landcruiser'])
  })
  it('offers the trip filters in the results: automatic, 5+ and 7+ seats, F-roads allowed', () => {
    expect(RESULT_FILTERS).toEqual(['Automatic', '5+ Seats', '7+ Seats', 'F-roads allowed'])
    expect(MUST_HAVE_FILTERS).toEqual(expect.arrayContaining([...SPECIAL_FILTERS, ...RESULT_FILTERS]))
  })
  it('counts seats as at least the number named', () => {
    const family = [
      ...cars,
      { id: 'picanto', acrissCode: 'MBMR', passengerCount: 4, fuels: ['Petrol'], transmissionAuto: false },
    ]
    expect(ids(filterCarCategories(family, { special: ['5+ Seats'] }))).toEqual(ids(cars))
    expect(ids(filterCarCategories(family, { special: ['7+ Seats'] }))).toEqual(['landcruiser'])
  })
  it('keeps only the cars the F-road rule allows under F-roads allowed, AWD cars included', () => {
    expect(ids(filterCarCategories(cars, { special: ['F-roads allowed'] }))).toEqual([
      'duster',
      'landcruiser',
      'model-y',
    ])
    expect(ids(filterCarCategories(cars, { special: ['F-roads allowed', '7+ Seats', 'Automatic'] }))).toEqual([
      'landcruiser',
    ])
  })
  it('filters web categories and fuel types', () => {
    expect(ids(filterCarCategories(cars, { webCategories: ['Minivans', 'ElectricCars'] }))).toEqual([
      'landcruiser',
      'model-y',
      'caddy',
    ])
    expect(ids(filterCarCategories(cars, { fuelTypes: ['Diesel'] }))).toEqual(['golf', 'duster', 'landcruiser'])
  })
})

describe('driveTypeLabel', () => {
  it('is FWD when unknown', () => {
    expect(driveTypeLabel(undefined)).toBe('FWD')
    expect(driveTypeLabel(' ')).toBe('FWD')
    expect(driveTypeLabel('AWD')).toBe('AWD')
  })
})
