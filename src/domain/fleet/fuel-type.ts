/** SPEC §3: fuel types. */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const
export type FuelType = (typeof FUEL_TYPES)[number]

/** CO2 (g/km) under which a car running on electricity and another fuel counts as a hybrid. */
const HYBRID_MAX_CO2 = 50

/**
 * The fuel type shown for a car from the fuels it takes (names compared without case):
 * Electric when the only fuel is electric; Hybrid when several fuels include electric and CO2 is
 * under 50 (or a fuel is itself named hybrid); else Diesel or Petrol; undefined when none is known.
 */
export function fuelTypeOf(car: { fuels: readonly string[]; co2?: number | undefined }): FuelType | undefined {
  const fuels = new Set(car.fuels.map((fuel) => fuel.trim().toLowerCase()))
  const isElectricCapable = fuels.has('electric')
  if (isElectricCapable && fuels.size === 1) return 'Electric'
  if (isElectricCapable && fuels.size > 1 && car.co2 !== undefined && car.co2 < HYBRID_MAX_CO2) return 'Hybrid'
  if (fuels.has('hybrid')) return 'Hybrid'
  if (fuels.has('diesel')) return 'Diesel'
  if (fuels.has('petrol') || fuels.has('gasoline')) return 'Petrol'
  return undefined
}
