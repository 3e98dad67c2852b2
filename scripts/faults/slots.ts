/**
 * Rental dates for the test's bookings, so that no two of them compete for a car: each booking
 * takes the next 3-day window of 2027 (the demo price list's last priced year; every window is
 * far enough ahead to be cancelled free), and once the windows are used up, the next car category
 * of the search results (`rank`).
 */
export type Slot = { readonly dateOut: string; readonly dateIn: string; readonly rank: number }

const FIRST_DAY = Date.UTC(2027, 0, 4)
/** 3 days of rental and a day for the turnaround between two bookings of one unit. */
const WINDOW_DAYS = 4
const WINDOWS = 88
const DAY_MS = 86_400_000

let next = 0

export function nextSlot(): Slot {
  const n = next
  next += 1
  const start = FIRST_DAY + (n % WINDOWS) * WINDOW_DAYS * DAY_MS
  return { dateOut: localTime(start), dateIn: localTime(start + 3 * DAY_MS), rank: Math.floor(n / WINDOWS) }
}

/** Office time as the booking API takes it: Reykjavík is UTC all year. */
function localTime(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 10)}T10:00`
}
