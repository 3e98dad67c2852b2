import type { Payload } from 'payload'

import type { VehiclesForSale } from '@/payload-types'

type Car = {
  brand: string
  model: string
  year: number
  km: number
  fuel: VehiclesForSale['specification']['fuel']
  gearbox: VehiclesForSale['specification']['gearbox']
  colour: NonNullable<VehiclesForSale['specification']['colour']>
  body: NonNullable<VehiclesForSale['bodyType']>
  drive: NonNullable<VehiclesForSale['driveTrain']>
  price: number
  sale?: number
  doors: number
  seats: number
  tyre: string
  hp: number
  cc?: number
  co2: number
  features?: NonNullable<VehiclesForSale['features']>
  options?: NonNullable<VehiclesForSale['additionalOptions']>
  flags?: Partial<
    Pick<
      VehiclesForSale,
      | 'loan'
      | 'onParking'
      | 'deal'
      | 'inspected'
      | 'dealerCar'
      | 'withTax'
      | 'warranty'
      | 'registerTag'
      | 'cheaperExchange'
      | 'expensiveExchange'
    >
  >
  serial?: string
  registered?: string
  isPublished?: boolean
  sold?: boolean
}

/**
 * Twelve cars whose search answers were counted by hand (see sales-search.int.spec.ts): ten on
 * sale, one unpublished (11) and one sold (12), which the search never shows.
 */
// prettier-ignore
export const SALE_FIXTURE: readonly Car[] = [
  { brand: 'Toyota', model: 'RAV4 Hybrid AWD', year: 2022, km: 61_000, fuel: 'Hybrid', gearbox: 'Automatic', colour: 'silver', body: 'SUV', drive: 'AWD', price: 6_490_000, doors: 5, seats: 5, tyre: '225/60 R18', hp: 222, cc: 2487, co2: 126, features: ['towbar', 'camera'], options: ['oneOwner'], flags: { warranty: true, loan: true }, serial: 'JTMRAV4000000001', registered: '2022-03-01' },
  { brand: 'Toyota', model: 'RAV4', year: 2019, km: 98_000, fuel: 'Petrol', gearbox: 'Automatic', colour: 'white', body: 'SUV', drive: 'AWD', price: 3_990_000, sale: 3_690_000, doors: 5, seats: 5, tyre: '225/65 R17', hp: 173, cc: 1987, co2: 160, features: ['towbar'], flags: { loan: true, deal: true }, registered: '2019-05-01' },
  { brand: 'Toyota', model: 'Yaris', year: 2021, km: 48_000, fuel: 'Hybrid', gearbox: 'Automatic', colour: 'white', body: 'Hatchback', drive: 'FWD', price: 2_990_000, doors: 5, seats: 5, tyre: '185/65 R15', hp: 116, cc: 1490, co2: 92, features: ['camera'], options: ['oneOwner', 'nonSmoker'] },
  { brand: 'Toyota', model: 'Land Cruiser 150', year: 2019, km: 118_000, fuel: 'Diesel', gearbox: 'Automatic', colour: 'black', body: 'Jeep', drive: '4WD', price: 8_990_000, doors: 5, seats: 7, tyre: '265/65 R17', hp: 177, cc: 2755, co2: 230, features: ['towbar', 'sevenSeats'], flags: { onParking: true } },
  { brand: 'Kia', model: 'Sportage PHEV', year: 2023, km: 32_000, fuel: 'PluginHybrid', gearbox: 'Automatic', colour: 'blue', body: 'SUV', drive: 'AWD', price: 6_990_000, doors: 5, seats: 5, tyre: '225/60 R18', hp: 265, co2: 25, features: ['camera', 'heatedSeats'], flags: { warranty: true, cheaperExchange: true } },
  { brand: 'Kia', model: 'Ceed SW', year: 2019, km: 96_000, fuel: 'Diesel', gearbox: 'Manual', colour: 'black', body: 'Wagon', drive: 'FWD', price: 1_990_000, doors: 5, seats: 5, tyre: '205/55 R16', hp: 116, cc: 1598, co2: 110, features: ['heatedSeats'], flags: { inspected: true } },
  { brand: 'Kia', model: 'EV6', year: 2022, km: 52_000, fuel: 'Electric', gearbox: 'Automatic', colour: 'silver', body: 'SUV', drive: 'AWD', price: 5_490_000, sale: 5_190_000, doors: 5, seats: 5, tyre: '235/55 R19', hp: 325, co2: 0, features: ['camera', 'heatPump'], flags: { deal: true, warranty: true, dealerCar: true } },
  { brand: 'Tesla', model: 'Model 3', year: 2021, km: 74_000, fuel: 'Electric', gearbox: 'Automatic', colour: 'white', body: 'Sedan', drive: 'AWD', price: 3_990_000, doors: 4, seats: 5, tyre: '235/45 R18', hp: 440, co2: 0, features: ['heatPump'], flags: { withTax: true, expensiveExchange: true } },
  { brand: 'Dacia', model: 'Duster 4x4', year: 2020, km: 84_000, fuel: 'Diesel', gearbox: 'Manual', colour: 'green', body: 'SUV', drive: '4WD', price: 2_590_000, doors: 5, seats: 5, tyre: '215/65 R16', hp: 115, cc: 1461, co2: 135, features: ['towbar'], flags: { registerTag: true } },
  { brand: 'Suzuki', model: 'Jimny', year: 2021, km: 45_000, fuel: 'Petrol', gearbox: 'Manual', colour: 'black', body: 'Jeep', drive: '4WD', price: 4_190_000, doors: 3, seats: 4, tyre: '195/80 R15', hp: 102, cc: 1462, co2: 178, registered: '2021-06-01' },
  { brand: 'Toyota', model: 'Corolla', year: 2020, km: 70_000, fuel: 'Petrol', gearbox: 'Automatic', colour: 'red', body: 'Sedan', drive: 'FWD', price: 2_490_000, doors: 5, seats: 5, tyre: '205/55 R16', hp: 122, cc: 1798, co2: 101, isPublished: false },
  { brand: 'Kia', model: 'Picanto', year: 2019, km: 61_000, fuel: 'Petrol', gearbox: 'Manual', colour: 'red', body: 'Hatchback', drive: 'FWD', price: 1_590_000, doors: 5, seats: 4, tyre: '175/65 R14', hp: 67, cc: 998, co2: 101, sold: true },
]

/** Creates the fixture; returns the ids in fixture order (index 0 is car 1). */
export async function seedSaleFixture(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (const [at, car] of SALE_FIXTURE.entries()) {
    const doc = await payload.create({
      collection: 'vehicles-for-sale',
      data: {
        brand: car.brand,
        model: car.model,
        sku: `T-${at + 1}`,
        price: car.price,
        saleAmount: car.sale,
        specification: {
          year: car.year,
          mileage: car.km,
          fuel: car.fuel,
          gearbox: car.gearbox,
          colour: car.colour,
          doors: car.doors,
          seats: car.seats,
          horsePower: car.hp,
          engineSize: car.cc,
          co2: car.co2,
        },
        bodyType: car.body,
        driveTrain: car.drive,
        tireSize: car.tyre,
        features: car.features ?? [],
        additionalOptions: car.options ?? [],
        serialNumber: car.serial ?? `SER${String(at + 1).padStart(6, '0')}`,
        firstRegistration: car.registered ? `${car.registered}T12:00:00.000Z` : undefined,
        ...car.flags,
        isPublished: car.isPublished ?? true,
        sold: car.sold ?? false,
      },
    })
    ids.push(doc.id)
  }
  return ids
}
