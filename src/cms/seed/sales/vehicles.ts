import type { Locale } from '../../../i18n/locales'
import type { MediaSeeder } from '../media'
import type { SeedRun } from '../types'
import { forOtherLocales, lines } from '../fleet/locales'
import { prepareCarPictures, prepareCarScenes } from '../fleet/pictures'
import { SEED_WRITE } from '../fleet/run'
import { demoPlate } from '../fleet/vehicles'
import { salePicture } from './pictures'
import { searchFacts } from './search-facts'
import { ACCESSORIES, TAGS, type TagKey } from './texts'
import { SALE_SEEDS, type SaleSeed } from './vehicles.data'

const FIRST_SKU = 4101
const LOW_MILEAGE_KM = 30_000
const LOAN_FROM_ISK = 2_000_000
const WARRANTY_FROM_YEAR = 2022

/** Creates the cars for sale, published, in all six languages; returns how many. */
export async function seedSaleVehicles({ payload, req }: SeedRun, media: MediaSeeder): Promise<number> {
  await prepareCarPictures(media, SALE_SEEDS.map(salePicture))
  await prepareCarScenes(media, SALE_SEEDS.map(salePicture))
  for (const [at, seed] of SALE_SEEDS.entries()) {
    const picture = salePicture(seed)
    // Several photos of the same car, so the gallery's sliders and modal have something to show.
    const images = [
      await media.car(picture),
      await media.carScene({ ...picture, season: 'summer' }),
      await media.carScene({ ...picture, season: 'winter' }),
    ]
    const { id } = await payload.create({
      collection: 'vehicles-for-sale',
      locale: 'en',
      req,
      ...SEED_WRITE,
      data: {
        brand: seed.brand,
        model: seed.model,
        sku: `VG-${FIRST_SKU + at}`,
        price: seed.price,
        saleAmount: seed.sale,
        images,
        specification: {
          year: seed.year,
          mileage: seed.km,
          fuel: seed.fuel,
          gearbox: seed.gearbox,
          colour: seed.colour,
          doors: seed.doors,
          seats: seed.seats,
          horsePower: seed.hp,
          engineSize: seed.cc,
          battery: seed.kwh,
          co2: seed.co2,
        },
        bodyType: seed.body,
        driveTrain: seed.drive,
        registrationNumber: demoPlate(at, 'S'),
        ...searchFacts(seed, at),
        ...flags(seed, at),
        isPublished: true,
        ...localizedSale(seed, 'en'),
      },
    })
    await forOtherLocales((locale) =>
      payload.update({
        collection: 'vehicles-for-sale',
        id,
        locale,
        req,
        ...SEED_WRITE,
        data: localizedSale(seed, locale),
      }),
    )
  }
  return SALE_SEEDS.length
}

/** SPEC §3 sales flags, set by simple rules so the filters have something to find. */
function flags(seed: SaleSeed, at: number) {
  return {
    deal: seed.sale !== undefined,
    loan: seed.price >= LOAN_FROM_ISK,
    onParking: at % 3 !== 2,
    inspected: seed.year < WARRANTY_FROM_YEAR,
    dealerCar: at % 4 === 0,
    withTax: seed.body === 'Van' || seed.body === 'Pickup',
    warranty: seed.year >= WARRANTY_FROM_YEAR,
    registerTag: false,
  }
}

function tagsOf(seed: SaleSeed): TagKey[] {
  const tags: TagKey[] = []
  if (seed.sale !== undefined) tags.push('deal')
  if (seed.year >= 2025) tags.push('justArrived')
  else if (seed.km < LOW_MILEAGE_KM) tags.push('lowMileage')
  return tags
}

function localizedSale(seed: SaleSeed, locale: Locale) {
  return {
    tags: tagsOf(seed).map((key) => ({
      label: TAGS[key].text[locale],
      textColour: TAGS[key].textColour,
      backgroundColour: TAGS[key].backgroundColour,
    })),
    accessories: lines(seed.accessories.map((key) => ACCESSORIES[key][locale])),
  }
}
