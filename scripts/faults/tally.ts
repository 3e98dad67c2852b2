/**
 * What each scenario did, counted as it happens: the bookings it made and what the visitors saw.
 * The report prints these beside what the database holds afterwards.
 */
export type TestBooking = {
  readonly id: number
  readonly voucherNumber: string
  readonly lastName: string
  readonly bookingType: 2 | 3
  readonly scenario: string
  readonly visitorIp: string
}

export type ScenarioTally = {
  readonly name: string
  bookings: number
  payments: number
  /** Payments answered with money taken (COLLECTED or PREAUTH), as the visitor last saw them. */
  paidAnswers: number
  retries: number
  cancellations: number
  /** Fault points armed on a server for this scenario, and how many of them killed it. */
  armed: number
  kills: number
  notes: string[]
}

const tallies = new Map<string, ScenarioTally>()
const bookings: TestBooking[] = []

export function tallyOf(name: string): ScenarioTally {
  let tally = tallies.get(name)
  if (!tally) {
    tally = {
      name,
      bookings: 0,
      payments: 0,
      paidAnswers: 0,
      retries: 0,
      cancellations: 0,
      armed: 0,
      kills: 0,
      notes: [],
    }
    tallies.set(name, tally)
  }
  return tally
}

export function allTallies(): readonly ScenarioTally[] {
  return [...tallies.values()]
}

export function recordBooking(booking: TestBooking): void {
  bookings.push(booking)
  tallyOf(booking.scenario).bookings += 1
}

export function testBookings(): readonly TestBooking[] {
  return bookings
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const runTag = Array.from({ length: 3 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('')
let names = 0

/** A last name no other booking of this run has (letters only: names take no digits). */
export function uniqueLastName(): string {
  let n = names
  names += 1
  let suffix = ''
  do {
    suffix = LETTERS[n % 26] + suffix
    n = Math.floor(n / 26)
  } while (n > 0)
  return `Fault${runTag}${suffix}`
}
