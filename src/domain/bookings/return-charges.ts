import { rentalDays } from '../time/rental-days'

/**
 * What a return costs beyond the rental, each charge with its evidence (issue 32, check-in). All
 * amounts are ISK minor units (hundredths), as the deposit is held; prices come from data staff
 * edit (the rental rules, the car class, the damage price list) and the booking's own rent, never
 * from constants here. Evidence texts are the staff's and the claim's record, English.
 */
export const CHARGE_KINDS = ['fuel', 'kilometres', 'late-return', 'damage', 'toll', 'fine'] as const
export type ChargeKind = (typeof CHARGE_KINDS)[number]

/** Charges staff add after the return, from a bill that reaches the company later. */
export const LATER_CHARGE_KINDS = ['toll', 'fine'] as const satisfies readonly ChargeKind[]
export type LaterChargeKind = (typeof LATER_CHARGE_KINDS)[number]

export type ReturnCharge = {
  readonly kind: ChargeKind
  /** ISK minor units. */
  readonly amount: number
  /** Why, with the readings and prices it was computed from. */
  readonly evidence: string
}

/** The fuel policies of a car class (car-categories.mileagePolicy.fuelPolicy). */
export type FuelPolicy = 'fullToFull' | 'sameToSame' | 'prepaid'

const HOUR_MS = 3_600_000
const krona = (minor: number) => `${Math.round(minor / 100).toLocaleString('en-GB')} kr`
const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`

/**
 * Fuel short (the terms: "returned the same way, or a refuelling fee applies"): the eighths the
 * tank is lower than at check-out, times the refuelling price of an eighth. Full to full and same
 * to same both compare with the check-out reading (a car that left at 7/8 is not charged for the
 * eighth it never had); prepaid fuel is never charged.
 */
export function fuelCharge(params: {
  policy: FuelPolicy
  outEighths: number
  inEighths: number
  pricePerEighth: number
}): ReturnCharge | undefined {
  if (params.policy === 'prepaid') return undefined
  const short = Math.max(0, params.outEighths - params.inEighths)
  if (short === 0 || params.pricePerEighth <= 0) return undefined
  return {
    kind: 'fuel',
    amount: short * params.pricePerEighth,
    evidence: `Fuel ${String(params.outEighths)}/8 at check-out, ${String(params.inEighths)}/8 at return: ${plural(short, 'eighth', 'eighths')} × ${krona(params.pricePerEighth)}.`,
  }
}

/**
 * Kilometres over the limit, where the class's terms have one (mileage "limited": a daily limit
 * times the booked rental days); unlimited mileage is never charged.
 */
export function kilometreCharge(params: {
  policy: 'unlimited' | 'limited'
  dailyLimitKm: number | undefined
  bookedDays: number
  outKm: number
  inKm: number
  pricePerKm: number
}): ReturnCharge | undefined {
  if (params.policy !== 'limited' || !params.dailyLimitKm || params.dailyLimitKm <= 0) return undefined
  const driven = Math.max(0, params.inKm - params.outKm)
  const allowed = params.dailyLimitKm * params.bookedDays
  const over = driven - allowed
  if (over <= 0 || params.pricePerKm <= 0) return undefined
  return {
    kind: 'kilometres',
    amount: over * params.pricePerKm,
    evidence: `Driven ${String(driven)} km (odometer ${String(params.outKm)} → ${String(params.inKm)}), allowed ${String(allowed)} km (${String(params.dailyLimitKm)} km × ${plural(params.bookedDays, 'day', 'days')}): ${String(over)} km × ${krona(params.pricePerKm)}.`,
  }
}

/**
 * Late return, by the rule prices are counted with (rental days = ceil(duration / 24 h)): a return
 * later than booked pays the rental days it adds, each at one rental day of the booking's own rent,
 * once past the grace the rental rules give. A return within the grace, or one that adds no rental
 * day, costs nothing.
 */
export function lateReturnCharge(params: {
  pickupAt: Date
  bookedReturnAt: Date
  returnedAt: Date
  graceMinutes: number
  /** One rental day of the booking (its rent over its rental days), ISK minor units. */
  dayPrice: number
}): ReturnCharge | undefined {
  const lateBy = params.returnedAt.getTime() - params.bookedReturnAt.getTime()
  if (lateBy <= Math.max(0, params.graceMinutes) * 60_000) return undefined
  const booked = rentalDays({ pickupAt: params.pickupAt, returnAt: params.bookedReturnAt })
  const actual = rentalDays({ pickupAt: params.pickupAt, returnAt: params.returnedAt })
  if (!booked.isOk || !actual.isOk) return undefined
  const extraDays = actual.value - booked.value
  if (extraDays <= 0 || params.dayPrice <= 0) return undefined
  const hours = Math.floor(lateBy / HOUR_MS)
  const minutes = Math.floor((lateBy % HOUR_MS) / 60_000)
  return {
    kind: 'late-return',
    amount: extraDays * params.dayPrice,
    evidence: `Returned ${String(hours)} h ${String(minutes)} min after the booked return (grace ${String(params.graceMinutes)} min): ${plural(extraDays, 'extra rental day', 'extra rental days')} × ${krona(params.dayPrice)}.`,
  }
}

/** A new damage charged by its item of the published damage price list. */
export function damageCharge(params: {
  note: string
  item: { readonly name: string; readonly price: number }
}): ReturnCharge {
  return {
    kind: 'damage',
    amount: Math.max(0, params.item.price),
    evidence: `${params.note.trim()} — price list: ${params.item.name}, ${krona(params.item.price)}.`,
  }
}

/**
 * A toll or fine that reaches the company after the return, added by staff with its reference
 * (the bill's number) and the handling fee the terms announce ("charged to the renter with a
 * handling fee").
 */
export function laterCharge(params: {
  kind: LaterChargeKind
  amount: number
  reference: string
  handlingFee: number
}): ReturnCharge {
  const fee = Math.max(0, params.handlingFee)
  const what = params.kind === 'toll' ? 'Toll' : 'Fine'
  return {
    kind: params.kind,
    amount: Math.max(0, params.amount) + fee,
    evidence: `${what} ${params.reference.trim()}: ${krona(params.amount)}${fee > 0 ? ` + handling fee ${krona(fee)}` : ''}.`,
  }
}

/** The sum of charges, ISK minor units. */
export function chargesTotal(charges: readonly Pick<ReturnCharge, 'amount'>[]): number {
  return charges.reduce((sum, charge) => sum + charge.amount, 0)
}
