import type { Locale } from '../../../i18n/locales'
import type { MediaSeeder } from '../media'
import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'
import { CATEGORY_SEEDS, type CategorySeed } from './categories.data'
import { forOtherLocales, lines } from './locales'
import { prepareCarPictures, type CarPicture } from './pictures'
import { FEATURES, OR_SIMILAR, RANGE, SEATS } from './texts/features'

/** Creates the car categories, each with its picture; returns their ids in CATEGORY_SEEDS order. */
export async function seedCategories({ payload, req }: SeedRun, media: MediaSeeder): Promise<number[]> {
  await prepareCarPictures(media, CATEGORY_SEEDS.map(pictureOf))
  const ids: number[] = []
  for (const [at, seed] of CATEGORY_SEEDS.entries()) {
    const image = await media.car(pictureOf(seed))
    const { id } = await payload.create({
      collection: 'car-categories',
      locale: 'en',
      req,
      ...SEED_WRITE,
      data: {
        model: seed.model,
        ...localizedCategory(seed, 'en'),
        acrissCode: seed.acrissCode,
        size: seed.size,
        webCategory: seed.webCategory,
        transmissionAuto: seed.isAutomatic,
        isGuaranteedModel: seed.isGuaranteedModel ?? false,
        passengerCount: seed.seats,
        baggageCount: seed.bags,
        doorCount: seed.doors,
        fuelTypes: seed.fuels,
        co2: seed.co2,
        driveType: seed.driveType,
        images: [image],
        mileagePolicy: 'unlimited',
        fuelPolicy: 'fullToFull',
        whenSoldOut: seed.whenSoldOut ?? 'hide',
        minimumAge: seed.minimumAge ?? null,
        isActive: true,
        sortOrder: (at + 1) * 10,
      },
    })
    await forOtherLocales((locale) =>
      payload.update({
        collection: 'car-categories',
        id,
        locale,
        req,
        ...SEED_WRITE,
        data: localizedCategory(seed, locale),
      }),
    )
    ids.push(id)
  }
  return ids
}

function localizedCategory(seed: CategorySeed, locale: Locale): { displayName: string; features: { text: string }[] } {
  const features: string[] = seed.features.map((key) => FEATURES[key][locale])
  if (seed.rangeKm !== undefined) features.push(RANGE[locale](seed.rangeKm))
  if (seed.seats >= 7) features.unshift(SEATS[locale](seed.seats))
  return {
    displayName: seed.isGuaranteedModel ? seed.model : OR_SIMILAR[locale](seed.model),
    features: lines(features),
  }
}

/** A category's picture: its body type in its first colour. */
function pictureOf(seed: CategorySeed): CarPicture {
  return { bodyType: seed.bodyType, colour: seed.colours[0] ?? 'white' }
}
