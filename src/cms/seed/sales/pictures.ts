import type { CarBodyType } from '../images/car'
import type { CarPicture } from '../fleet/pictures'
import type { SaleSeed } from './vehicles.data'

const BODY_PICTURES: Record<SaleSeed['body'], CarBodyType> = {
  Hatchback: 'hatchback',
  Sedan: 'sedan',
  Wagon: 'sedan',
  Coupe: 'sedan',
  Convertible: 'sedan',
  SUV: 'suv',
  Jeep: 'large4x4',
  Pickup: 'large4x4',
  Minivan: 'minivan',
  Van: 'minivan',
}

/** The illustration of a car for sale: the electric drawing for electric cars, else by body type. */
export function salePicture(seed: SaleSeed): CarPicture {
  return { bodyType: seed.fuel === 'Electric' ? 'electric' : BODY_PICTURES[seed.body], colour: seed.colour }
}
