import 'server-only'

import { z } from 'zod'

import { driversSchema, localeSchema } from './common.schema'

/** SPEC §7 `PUT reservations/{number}/drivers?lastname=`: the booking's drivers (SPEC §3 Driver), all of them. */
export function reservationDriversSchema(now: Date) {
  return z.object({ drivers: driversSchema(now), locale: localeSchema })
}
