/** Values of the sales filters (SPEC §3 Sales filter keys): the vehicle fields the search filters on. */
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

/**
 * Body colours a car for sale is stored with: a fixed list of codes, so every language names them
 * (`saleValues.colour.*` in the messages) and the `colors` filter counts one option per colour.
 * A colour the list does not name is `other`.
 */
export const SALE_COLOURS = [
  'white',
  'black',
  'grey',
  'silver',
  'blue',
  'red',
  'green',
  'brown',
  'beige',
  'yellow',
  'orange',
  'gold',
  'purple',
  'other',
] as const
export type SaleColour = (typeof SALE_COLOURS)[number]

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

/** SPEC §3 `features`: equipment a buyer can ask for; a car matches when it has every chosen one. */
export const SALE_FEATURES = [
  'towbar',
  'heatedSeats',
  'heatedWheel',
  'camera',
  'sensors',
  'carPlay',
  'cruise',
  'navigation',
  'keyless',
  'heatPump',
  'preheater',
  'roofRails',
  'leather',
  'sevenSeats',
  'studded',
  'raised',
] as const
export type SaleFeature = (typeof SALE_FEATURES)[number]

/** SPEC §3 `additionalOptions`: facts about the car's history and what comes with it. */
export const SALE_ADDITIONAL_OPTIONS = [
  'oneOwner',
  'serviceHistory',
  'nonSmoker',
  'winterTyres',
  'summerTyres',
] as const
export type SaleAdditionalOption = (typeof SALE_ADDITIONAL_OPTIONS)[number]

/** SPEC §3 `cheaperExchange` / `expensiveExchange`: the seller takes a cheaper or a dearer car in trade. */
export const SALE_EXCHANGE_FLAGS = ['cheaperExchange', 'expensiveExchange'] as const
