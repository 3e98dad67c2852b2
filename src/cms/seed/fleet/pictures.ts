import type { MediaSeeder } from '../media'
import type { CarBodyType } from '../images/car'
import type { CarColour } from '../images/colour'
import { SEASONS } from '../images/landscape'

export type CarPicture = { bodyType: CarBodyType; colour: CarColour }

/**
 * Makes the pictures a seed step will need up front, a few at a time: rendering and resizing
 * overlap, which roughly halves the wait on two cores. The seeder's cache then answers each
 * later request for the same (body type, colour).
 */
export async function prepareCarPictures(media: MediaSeeder, pictures: readonly CarPicture[]): Promise<void> {
  const unique = [...new Map(pictures.map((picture) => [`${picture.bodyType}:${picture.colour}`, picture])).values()]
  for (let start = 0; start < unique.length; start += PARALLEL_UPLOADS) {
    await Promise.all(unique.slice(start, start + PARALLEL_UPLOADS).map((picture) => media.car(picture)))
  }
}

/** The summer and winter scenes of each car, made up front a few at a time like the pictures. */
export async function prepareCarScenes(media: MediaSeeder, pictures: readonly CarPicture[]): Promise<void> {
  const unique = [...new Map(pictures.map((picture) => [`${picture.bodyType}:${picture.colour}`, picture])).values()]
  const scenes = unique.flatMap((picture) => SEASONS.map((season) => ({ ...picture, season })))
  for (let start = 0; start < scenes.length; start += PARALLEL_UPLOADS) {
    await Promise.all(scenes.slice(start, start + PARALLEL_UPLOADS).map((scene) => media.carScene(scene)))
  }
}

const PARALLEL_UPLOADS = 3
