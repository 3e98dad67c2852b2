import sharp from 'sharp'

import { LOCALES } from '../../i18n/locales'
import { carSvg, type CarBodyType } from './images/car'
import { carAlt, sceneAlt } from './images/carAlt'
import type { CarColour } from './images/colour'
import { landscapeSvg, type Season } from './images/landscape'
import { logoSvg } from './images/logo'
import { LANDSCAPE_ALT, LOGO_ALT, PDF_ALT, RENTAL_TERMS_PDF } from './content/media'
import { textPdf } from './pdf'
import { SEED_CONTEXT, type Localized, type MediaIds, type SeedRun } from './types'

/** The demo logo's pixels: the header shows it 36–40 px high, up to three device pixels each; the PDFs 48 pt. */
const LOGO_SIZE = 192

type UploadFile = { data: Buffer; mimetype: string; name: string }

export type MediaSeeder = {
  car: (options: { bodyType: CarBodyType; colour: CarColour }) => Promise<number>
  /** The same car out on the road, in a summer or a winter landscape (more photos for a car for sale). */
  carScene: (options: { bodyType: CarBodyType; colour: CarColour; season: Season }) => Promise<number>
  landscape: (season: Season) => Promise<number>
  logo: () => Promise<number>
  rentalTermsPdf: () => Promise<number>
}

/** Generates and uploads the demo media; each (kind, variant) is made once per run and reused. */
export function createMediaSeeder(run: SeedRun): MediaSeeder {
  const cache = new Map<string, Promise<number>>()
  const once = (key: string, make: () => Promise<number>): Promise<number> => {
    const known = cache.get(key)
    if (known) return known
    const created = make()
    cache.set(key, created)
    return created
  }
  // One upload at a time: the seed's uploads share one request, and an upload keeps its file and
  // locale on the request until its hooks are done (the S3 storage plugin re-saves the record in
  // the request's locale after storing the file, ADR 023).
  let queue: Promise<unknown> = Promise.resolve()
  const upload = (file: UploadFile, alt: Localized<string>): Promise<number> => {
    const uploaded = queue.then(() => uploadMedia(run, file, alt))
    queue = uploaded.catch(() => undefined)
    return uploaded
  }

  return {
    car: ({ bodyType, colour }) =>
      once(`car:${bodyType}:${colour}`, async () =>
        upload(await png(carSvg({ bodyType, colour }), `car-${bodyType}-${colour}`), carAlt({ bodyType, colour })),
      ),
    carScene: ({ bodyType, colour, season }) =>
      once(`scene:${season}:${bodyType}:${colour}`, async () =>
        upload(
          await png(landscapeSvg({ season, car: { bodyType, colour } }), `car-${bodyType}-${colour}-${season}`),
          sceneAlt({ bodyType, colour }, season),
        ),
      ),
    landscape: (season) =>
      once(`landscape:${season}`, async () => {
        const svg = landscapeSvg({ season, car: LANDSCAPE_CARS[season] })
        return upload(await png(svg, `landscape-${season}`), LANDSCAPE_ALT[season])
      }),
    logo: () => once('logo', async () => upload(await png(logoSvg({ size: LOGO_SIZE }), 'vegur-logo'), LOGO_ALT)),
    rentalTermsPdf: () =>
      once('pdf:rental-terms', async () =>
        upload(
          { data: await textPdf(RENTAL_TERMS_PDF), mimetype: 'application/pdf', name: 'vegur-rental-terms.pdf' },
          PDF_ALT,
        ),
      ),
  }
}

/** The media every demo page needs, plus one car of each body type for the galleries. */
export async function seedMedia(media: MediaSeeder): Promise<MediaIds> {
  const hero = await media.landscape('summer')
  const winter = await media.landscape('winter')
  const logo = await media.logo()
  const rentalTermsPdf = await media.rentalTermsPdf()
  const fleet: number[] = []
  for (const car of GALLERY_CARS) fleet.push(await media.car(car))
  return { hero, winter, logo, rentalTermsPdf, fleet }
}

const LANDSCAPE_CARS: Record<Season, { bodyType: CarBodyType; colour: CarColour }> = {
  summer: { bodyType: 'suv', colour: 'orange' },
  winter: { bodyType: 'large4x4', colour: 'white' },
}

const GALLERY_CARS: readonly { bodyType: CarBodyType; colour: CarColour }[] = [
  { bodyType: 'hatchback', colour: 'red' },
  { bodyType: 'sedan', colour: 'silver' },
  { bodyType: 'suv', colour: 'blue' },
  { bodyType: 'large4x4', colour: 'black' },
  { bodyType: 'minivan', colour: 'white' },
  { bodyType: 'electric', colour: 'green' },
]

/** Uploads a file once: a file of the same name from an earlier, interrupted run is reused. */
async function uploadMedia({ payload, req }: SeedRun, file: UploadFile, alt: Localized<string>): Promise<number> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: file.name } },
    limit: 1,
    req,
  })
  const known = existing.docs[0]
  if (known) return known.id
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    file: { ...file, size: file.data.byteLength },
    req,
    context: SEED_CONTEXT,
  })
  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale,
      data: { alt: alt[locale] },
      req,
      context: SEED_CONTEXT,
    })
  }
  return doc.id
}

/** PNG encodes flat illustrations fast and small; Payload makes the WebP sizes from it. */
async function png(svg: string, name: string): Promise<UploadFile> {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png` }
}
