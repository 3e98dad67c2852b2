import { describe, expect, it } from 'vitest'

import { BOOKABLE, type Eligibility } from '../booking/eligibility'
import { carsFittingTrip, fitsTrip, type TripCar } from './trip-fit'

const tooYoung: Eligibility = { status: 'NOT_BOOKABLE', reason: 'DRIVER_TOO_YOUNG', minimumAge: 25 }

function car(id: string, traits: Partial<TripCar>): TripCar & { id: string } {
  return {
    id,
    acrissCode: 'CDMR',
    passengerCount: 5,
    fuelType: 'Petrol',
    webCategory: 'Compact',
    transmissionAuto: false,
    driveType: 'FWD',
    eligibility: BOOKABLE,
    ...traits,
  }
}

const duster = car('duster', { webCategory: 'MidSizeSUVs', driveType: '4WD' })
const cruiser = car('cruiser', { webCategory: 'LargeSUVs', driveType: '4WD', transmissionAuto: true })
const youngCruiser = { ...cruiser, id: 'cruiser-25', eligibility: tooYoung }
const caravelle = car('caravelle', { webCategory: 'Minivans', passengerCount: 9, fuelType: 'Diesel' })
const tesla = car('tesla', {
  webCategory: 'ElectricCars',
  driveType: 'RWD',
  fuelType: 'Electric',
  transmissionAuto: true,
})
const ev6 = car('ev6', { webCategory: 'ElectricCars', driveType: 'AWD', fuelType: 'Electric', transmissionAuto: true })
const ids = (cars: readonly { id: string }[]) => cars.map(({ id }) => id)

describe('fitsTrip', () => {
  it('offers a highland family only the cars allowed on F-roads', () => {
    const offered = carsFittingTrip([duster, cruiser, caravelle, tesla, ev6], ['F-roads allowed'])
    expect(ids(offered)).toEqual(['duster', 'cruiser', 'ev6'])
  })

  it('never offers a car the driver is too young for, filters or not', () => {
    expect(fitsTrip(youngCruiser, [])).toBe(false)
    expect(fitsTrip(cruiser, [])).toBe(true)
    expect(ids(carsFittingTrip([youngCruiser, duster], ['F-roads allowed']))).toEqual(['duster'])
  })

  it('keeps every filter of the trip: seats and automatic too', () => {
    expect(ids(carsFittingTrip([duster, cruiser, caravelle, tesla], ['7+ Seats']))).toEqual(['caravelle'])
    expect(ids(carsFittingTrip([duster, cruiser, caravelle, tesla], ['Automatic', 'F-roads allowed']))).toEqual([
      'cruiser',
    ])
  })
})
