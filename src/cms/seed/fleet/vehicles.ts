import type { Vehicle } from '../../../payload-types'
import { KEFLAVIK_AIRPORT_ID } from '../../../domain/search/search-defaults'
import type { SeedRun } from '../types'
import { idAt, SEED_WRITE } from './run'
import { CATEGORY_SEEDS } from './categories.data'

/** Letters of demo plates; no I, O, Q or Icelandic letters, so plates read unambiguously. */
const PLATE_LETTERS = 'ABDEFGHJKLMNPRSTUVXYZ'
const CITY_OFFICE_EVERY = 4

/** An Icelandic-style plate, two letters, a letter and two digits (e.g. KAB27), unique per index. */
export function demoPlate(index: number, prefix = 'K'): string {
  const letters = PLATE_LETTERS.length
  const first = PLATE_LETTERS[Math.floor(index / letters) % letters] ?? 'A'
  const second = PLATE_LETTERS[index % letters] ?? 'A'
  const digits = String(10 + ((index * 37) % 90))
  return `${prefix}${first}${second}${digits}`
}

/**
 * Creates the units of every category: most at Keflavík, every fourth at the city office; the
 * last unit of a category of five or more is in maintenance, so not every car can be booked.
 */
export async function seedVehicles(params: {
  run: SeedRun
  categoryIds: readonly number[]
  officeIds: ReadonlyMap<string, number>
  cityOfficeCode: string
}): Promise<number> {
  const { run, categoryIds, officeIds } = params
  const airport = officeIds.get(KEFLAVIK_AIRPORT_ID)
  const city = officeIds.get(params.cityOfficeCode) ?? airport
  if (airport === undefined || city === undefined) throw new Error('Seed the offices before the vehicles')
  let count = 0
  for (const [at, seed] of CATEGORY_SEEDS.entries()) {
    const carCategory = idAt(categoryIds, at, seed.model)
    for (let unit = 0; unit < seed.units; unit++) {
      const status: Vehicle['status'] = seed.units >= 5 && unit === seed.units - 1 ? 'maintenance' : 'inService'
      await run.payload.create({
        collection: 'vehicles',
        req: run.req,
        ...SEED_WRITE,
        data: {
          registration: demoPlate(count),
          carCategory,
          office: (count + 1) % CITY_OFFICE_EVERY === 0 ? city : airport,
          status,
          colour: seed.colours[unit % seed.colours.length],
          year: 2023 + (unit % 3),
          mileage: 8_000 + ((count * 7_919) % 60_000),
        },
      })
      count += 1
    }
  }
  return count
}
