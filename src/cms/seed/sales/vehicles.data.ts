import type { VehiclesForSale } from '../../../payload-types'
import type { CarColourName } from '../images/colour'
import type { AccessoryKey } from './texts'

type Specification = VehiclesForSale['specification']

export type SaleSeed = {
  brand: string
  model: string
  year: number
  km: number
  fuel: Specification['fuel']
  gearbox: Specification['gearbox']
  colour: CarColourName
  body: NonNullable<VehiclesForSale['bodyType']>
  drive: NonNullable<VehiclesForSale['driveTrain']>
  /** ISK, whole krónur; sale is the discounted price. */
  price: number
  sale?: number
  hp: number
  /** Engine size in cc; for a car that charges, the battery in kWh instead. */
  cc?: number
  kwh?: number
  co2: number
  seats: number
  doors: number
  accessories: AccessoryKey[]
}

type Row = [
  brand: string,
  model: string,
  year: number,
  km: number,
  fuel: SaleSeed['fuel'],
  gearbox: 'A' | 'M',
  colour: CarColourName,
  body: SaleSeed['body'],
  drive: SaleSeed['drive'],
  price: number,
  sale: number | null,
  hp: number,
  engineOrBattery: number,
  co2: number,
  seats: number,
  doors: number,
  accessories: AccessoryKey[],
]

/** The used cars on the lot: 42 cars, 2016-2025, 1.5 to 12 million krónur. Gearbox A(utomatic) or M(anual). */
// prettier-ignore
const ROWS: readonly Row[] = [
  ['Toyota', 'Yaris Hybrid', 2021, 48_000, 'Hybrid', 'A', 'white', 'Hatchback', 'FWD', 2_990_000, 2_790_000, 116, 1490, 92, 5, 5, ['camera', 'carPlay', 'studded']],
  ['Volkswagen', 'Golf', 2017, 112_000, 'Petrol', 'M', 'blue', 'Hatchback', 'FWD', 1_690_000, null, 110, 1395, 119, 5, 5, ['sensors', 'studded']],
  ['Renault', 'Clio', 2016, 134_000, 'Petrol', 'M', 'red', 'Hatchback', 'FWD', 1_500_000, null, 90, 898, 105, 5, 5, ['navigation', 'summerTyres']],
  ['Kia', 'Picanto', 2019, 61_000, 'Petrol', 'M', 'orange', 'Hatchback', 'FWD', 1_590_000, null, 67, 998, 101, 4, 5, ['heatedSeats', 'heatedWheel']],
  ['Toyota', 'Aygo X', 2023, 21_000, 'Petrol', 'M', 'red', 'Hatchback', 'FWD', 2_690_000, null, 72, 998, 108, 4, 5, ['camera', 'carPlay']],
  ['Hyundai', 'i20', 2022, 33_000, 'Petrol', 'A', 'blue', 'Hatchback', 'FWD', 2_590_000, 2_390_000, 100, 998, 118, 5, 5, ['carPlay', 'heatedSeats', 'camera']],
  ['Skoda', 'Octavia Combi', 2020, 98_000, 'Diesel', 'A', 'silver', 'Wagon', 'FWD', 2_890_000, null, 116, 1968, 112, 5, 5, ['towbar', 'cruise', 'heatedSeats', 'studded']],
  ['Kia', 'Ceed SW', 2019, 96_000, 'Diesel', 'M', 'black', 'Wagon', 'FWD', 1_990_000, null, 116, 1598, 110, 5, 5, ['heatedSeats', 'heatedWheel', 'camera']],
  ['Subaru', 'Outback', 2021, 64_000, 'Petrol', 'A', 'silver', 'Wagon', 'AWD', 4_590_000, null, 169, 2498, 193, 5, 5, ['roofRails', 'towbar', 'cruise', 'heatedSeats']],
  ['Volvo', 'V60', 2019, 109_000, 'Diesel', 'A', 'black', 'Wagon', 'FWD', 3_190_000, null, 150, 1969, 120, 5, 5, ['leather', 'navigation', 'preheater']],
  ['Toyota', 'Camry Hybrid', 2020, 88_000, 'Hybrid', 'A', 'black', 'Sedan', 'FWD', 3_490_000, null, 218, 2487, 101, 5, 5, ['leather', 'keyless', 'cruise']],
  ['Mercedes-Benz', 'C 200', 2018, 94_000, 'Petrol', 'A', 'silver', 'Sedan', 'RWD', 3_890_000, 3_590_000, 184, 1991, 140, 5, 5, ['leather', 'navigation', 'sensors']],
  ['Toyota', 'RAV4 Hybrid AWD', 2022, 61_000, 'Hybrid', 'A', 'silver', 'SUV', 'AWD', 6_490_000, null, 222, 2487, 126, 5, 5, ['towbar', 'camera', 'heatedSeats', 'keyless']],
  ['Kia', 'Sportage PHEV', 2023, 32_000, 'PluginHybrid', 'A', 'blue', 'SUV', 'AWD', 6_990_000, null, 265, 14, 25, 5, 5, ['heatedSeats', 'heatedWheel', 'navigation', 'camera']],
  ['Dacia', 'Duster 4x4', 2020, 84_000, 'Diesel', 'M', 'green', 'SUV', '4WD', 2_590_000, 2_390_000, 115, 1461, 135, 5, 5, ['towbar', 'studded', 'roofRails']],
  ['Hyundai', 'Tucson PHEV', 2022, 45_000, 'PluginHybrid', 'A', 'blue', 'SUV', 'AWD', 5_790_000, null, 265, 14, 31, 5, 5, ['heatedSeats', 'camera', 'cruise', 'keyless']],
  ['Skoda', 'Kodiaq 4x4', 2019, 105_000, 'Diesel', 'A', 'silver', 'SUV', 'AWD', 4_290_000, null, 150, 1968, 160, 7, 5, ['sevenSeats', 'towbar', 'preheater']],
  ['Subaru', 'Forester', 2018, 121_000, 'Petrol', 'A', 'green', 'SUV', 'AWD', 2_690_000, null, 150, 1995, 180, 5, 5, ['towbar', 'roofRails', 'studded']],
  ['Mitsubishi', 'Outlander PHEV', 2019, 88_000, 'PluginHybrid', 'A', 'silver', 'SUV', 'AWD', 3_290_000, 2_990_000, 224, 14, 46, 5, 5, ['towbar', 'heatedSeats', 'camera']],
  ['Land Rover', 'Discovery Sport', 2018, 99_000, 'Diesel', 'A', 'silver', 'SUV', 'AWD', 3_790_000, null, 180, 1999, 150, 5, 5, ['leather', 'navigation', 'towbar']],
  ['Volvo', 'XC60 Recharge', 2021, 57_000, 'PluginHybrid', 'A', 'blue', 'SUV', 'AWD', 6_190_000, null, 390, 12, 48, 5, 5, ['leather', 'heatedWheel', 'cruise', 'preheater']],
  ['Mercedes-Benz', 'GLC 300e', 2023, 21_000, 'PluginHybrid', 'A', 'silver', 'SUV', 'AWD', 9_490_000, null, 313, 31, 16, 5, 5, ['leather', 'navigation', 'keyless', 'camera']],
  ['Suzuki', 'Vitara AllGrip', 2020, 72_000, 'Petrol', 'M', 'green', 'SUV', 'AWD', 2_790_000, null, 129, 1373, 141, 5, 5, ['heatedSeats', 'studded']],
  ['Dacia', 'Jogger', 2023, 24_000, 'Petrol', 'M', 'silver', 'Minivan', 'FWD', 3_490_000, null, 110, 999, 130, 7, 5, ['sevenSeats', 'roofRails', 'carPlay']],
  ['Toyota', 'Land Cruiser 150 GX', 2019, 118_000, 'Diesel', 'A', 'black', 'Jeep', '4WD', 8_990_000, 8_490_000, 177, 2755, 230, 7, 5, ['towbar', 'preheater', 'studded', 'sevenSeats']],
  ['Toyota', 'Hilux Double Cab', 2020, 92_000, 'Diesel', 'M', 'grey', 'Pickup', '4WD', 5_490_000, null, 150, 2393, 224, 5, 4, ['towbar', 'raised']],
  ['Isuzu', 'D-Max', 2022, 41_000, 'Diesel', 'A', 'grey', 'Pickup', '4WD', 6_290_000, null, 164, 1898, 230, 5, 4, ['towbar', 'camera', 'cruise']],
  ['Land Rover', 'Defender 110', 2021, 58_000, 'Diesel', 'A', 'grey', 'Jeep', '4WD', 11_900_000, 11_490_000, 249, 2997, 250, 5, 5, ['leather', 'towbar', 'navigation', 'preheater']],
  ['Suzuki', 'Jimny', 2021, 45_000, 'Petrol', 'M', 'black', 'Jeep', '4WD', 4_190_000, null, 102, 1462, 178, 4, 3, ['raised', 'studded']],
  ['Jeep', 'Wrangler Unlimited 4xe', 2022, 36_000, 'PluginHybrid', 'A', 'black', 'Jeep', '4WD', 9_990_000, null, 380, 17, 79, 5, 5, ['leather', 'navigation', 'towbar']],
  ['Toyota', 'Land Cruiser 250', 2025, 8_000, 'Diesel', 'A', 'grey', 'Jeep', '4WD', 12_000_000, null, 204, 2755, 250, 5, 5, ['leather', 'towbar', 'preheater', 'camera']],
  ['Ford', 'Transit Custom', 2019, 138_000, 'Diesel', 'M', 'white', 'Van', 'FWD', 3_190_000, null, 130, 1995, 170, 3, 4, ['towbar', 'sensors']],
  ['Volkswagen', 'Caravelle', 2018, 165_000, 'Diesel', 'M', 'silver', 'Minivan', 'FWD', 4_490_000, null, 150, 1968, 190, 9, 4, ['towbar', 'preheater']],
  ['Toyota', 'Proace Verso', 2021, 88_000, 'Diesel', 'A', 'white', 'Minivan', 'FWD', 5_690_000, null, 150, 1997, 180, 8, 4, ['cruise', 'camera', 'carPlay']],
  ['Tesla', 'Model 3 Long Range', 2021, 74_000, 'Electric', 'A', 'white', 'Sedan', 'AWD', 3_990_000, null, 440, 75, 0, 5, 4, ['heatPump', 'navigation', 'heatedSeats']],
  ['Tesla', 'Model Y Long Range', 2023, 38_000, 'Electric', 'A', 'blue', 'SUV', 'AWD', 5_990_000, 5_590_000, 514, 75, 0, 5, 5, ['heatPump', 'towbar', 'heatedSeats']],
  ['Kia', 'EV6 GT-Line', 2022, 52_000, 'Electric', 'A', 'silver', 'SUV', 'AWD', 5_490_000, null, 325, 77, 0, 5, 5, ['heatPump', 'heatedWheel', 'camera', 'navigation']],
  ['Volkswagen', 'ID.4 Pro', 2021, 66_000, 'Electric', 'A', 'blue', 'SUV', 'RWD', 3_890_000, null, 204, 77, 0, 5, 5, ['heatPump', 'carPlay', 'keyless']],
  ['Hyundai', 'Kona Electric', 2020, 71_000, 'Electric', 'A', 'green', 'SUV', 'FWD', 2_490_000, null, 204, 64, 0, 5, 5, ['heatPump', 'heatedSeats', 'camera']],
  ['Nissan', 'Leaf', 2018, 89_000, 'Electric', 'A', 'silver', 'Hatchback', 'FWD', 1_590_000, null, 150, 40, 0, 5, 5, ['heatedSeats', 'heatedWheel']],
  ['MG', 'MG4 Electric', 2023, 19_000, 'Electric', 'A', 'green', 'Hatchback', 'RWD', 3_690_000, 3_390_000, 204, 64, 0, 5, 5, ['heatPump', 'carPlay', 'camera', 'keyless']],
  ['Polestar', '2 Long Range', 2022, 41_000, 'Electric', 'A', 'white', 'Sedan', 'AWD', 5_190_000, null, 408, 78, 0, 5, 5, ['heatPump', 'navigation', 'heatedWheel']],
]

export const SALE_SEEDS: readonly SaleSeed[] = ROWS.map(saleSeed)

function saleSeed(row: Row): SaleSeed {
  const [
    brand,
    model,
    year,
    km,
    fuel,
    gearbox,
    colour,
    body,
    drive,
    price,
    sale,
    hp,
    size,
    co2,
    seats,
    doors,
    accessories,
  ] = row
  const isCharged = fuel === 'Electric' || fuel === 'PluginHybrid'
  return {
    brand,
    model,
    year,
    km,
    fuel,
    colour,
    body,
    drive,
    price,
    hp,
    co2,
    seats,
    doors,
    accessories,
    gearbox: gearbox === 'A' ? 'Automatic' : 'Manual',
    ...(sale === null ? {} : { sale }),
    ...(isCharged ? { kwh: size } : { cc: size }),
  }
}
