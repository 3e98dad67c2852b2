/** Values of the sales filters (SPEC §3 Sales filter keys: fuels, transmissions, driveTrains, categories). */
export const SALE_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'PluginHybrid', 'Electric'] as const
export const SALE_GEARBOXES = ['Manual', 'Automatic'] as const
export const SALE_DRIVE_TRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const
export const SALE_BODY_TYPES = [
  'Hatchback',
  'Sedan',
  'Wagon',
  'SUV',
  'Jeep',
  'Minivan',
  'Van',
  'Pickup',
  'Coupe',
  'Convertible',
] as const

/** SPEC §3: boolean sales flags, all false by default. */
export const SALE_FLAGS = [
  'loan',
  'onParking',
  'deal',
  'inspected',
  'dealerCar',
  'withTax',
  'warranty',
  'registerTag',
] as const
