import { z } from 'zod'

import { DAY_MS, officeClock, officeInstantOf } from '../time/office-time'

/**
 * The bookings console's saved filters: what a rental agent opens first on a busy morning. Today
 * is the office's day (Atlantic/Reykjavik); night pickups are upcoming pickups outside the pickup
 * office's opening hours (the renter takes the car from the key box).
 */
export const CONSOLE_FILTERS = [
  'pickups-today',
  'returns-today',
  'night-pickups',
  'requests',
  'unpaid-pay-now',
  'needs-attention',
] as const
export type ConsoleFilter = (typeof CONSOLE_FILTERS)[number]

export const CONSOLE_FILTER_LABELS: Readonly<Record<ConsoleFilter, string>> = {
  'pickups-today': "Today's pickups",
  'returns-today': "Today's returns",
  'night-pickups': 'Night pickups',
  requests: 'Requests to decide',
  'unpaid-pay-now': 'Unpaid pay-now',
  'needs-attention': 'Needs attention',
}

/** Night pickups are looked for this many office days ahead, today included. */
export const NIGHT_PICKUP_DAYS = 7

export function isConsoleFilter(value: unknown): value is ConsoleFilter {
  return typeof value === 'string' && (CONSOLE_FILTERS as readonly string[]).includes(value)
}

/** From the start of the office day of `now`, for `days` office days: ISO instants, `to` exclusive. */
export function officeDaysWindow(now: Date, days = 1): { readonly from: string; readonly to: string } {
  const start = officeInstantOf({ date: officeClock(now).isoDate, time: '00:00' }) ?? now
  return { from: start.toISOString(), to: new Date(start.getTime() + days * DAY_MS).toISOString() }
}

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * The console's address: `?q=` what was typed, `?filter=` a saved filter, `?office=` an office id.
 * Anything unreadable is left out rather than refused: the console then shows a little more.
 */
export const consoleParamsSchema = z.object({
  q: z.preprocess(firstOf, z.string().trim().max(200)).catch(''),
  filter: z.preprocess(firstOf, z.enum(CONSOLE_FILTERS).optional()).catch(undefined),
  office: z.preprocess(firstOf, z.coerce.number().int().positive().optional()).catch(undefined),
})
export type ConsoleParams = z.infer<typeof consoleParamsSchema>
