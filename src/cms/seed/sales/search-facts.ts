import { SALE_FEATURES, type SaleAdditionalOption, type SaleFeature } from '../../../domain/sales/vehicle-options'
import type { SaleSeed } from './vehicles.data'

const TYRES: Record<SaleSeed['body'], string> = {
  Hatchback: '185/65 R15',
  Sedan: '205/55 R16',
  Wagon: '205/55 R16',
  Coupe: '225/45 R17',
  Convertible: '225/45 R17',
  SUV: '225/60 R18',
  Jeep: '265/65 R17',
  Pickup: '265/65 R17',
  Minivan: '215/65 R16',
  Van: '215/65 R16',
}
const RAISED_TYRES = '33X12.50 R15'
const FIRST_SERIAL = 100_001

/**
 * What the search filters on besides the specification (SPEC §3 Sales filter keys), by simple rules
 * so every filter finds something: features from the accessories, tyre size by body, a VIN-like
 * serial number, first registration in the model year, history options and trade-in terms.
 */
export function searchFacts(seed: SaleSeed, at: number) {
  const features = seed.accessories.filter((key): key is SaleFeature =>
    (SALE_FEATURES as readonly string[]).includes(key),
  )
  const additionalOptions: SaleAdditionalOption[] = []
  if (at % 3 === 0) additionalOptions.push('oneOwner')
  if (at % 2 === 0) additionalOptions.push('serviceHistory')
  if (at % 5 !== 0) additionalOptions.push('nonSmoker')
  if (seed.accessories.includes('studded')) additionalOptions.push('winterTyres')
  if (seed.accessories.includes('summerTyres')) additionalOptions.push('summerTyres')
  return {
    features,
    additionalOptions,
    tireSize: seed.accessories.includes('raised') ? RAISED_TYRES : TYRES[seed.body],
    serialNumber: `VGR${seed.brand.slice(0, 2).toUpperCase()}${seed.year}${String(FIRST_SERIAL + at)}`,
    firstRegistration: `${seed.year}-${String((at % 12) + 1).padStart(2, '0')}-15T12:00:00.000Z`,
    cheaperExchange: at % 2 === 0,
    expensiveExchange: at % 3 === 0,
  }
}
