import type { DurationBand } from '../pricing/price-list'
import { addOfficeDays } from '../time/office-time'

/** How far ahead "from €X a day" looks: the coming weeks (pickup from tomorrow). */
const FROM_PRICE_WEEKS = 8

/** One rental the engine prices to find the lowest daily rate: an office pickup date and a length. */
export type PriceProbe = { readonly pickupDate: string; readonly days: number }

/**
 * The rentals whose lowest per-day price is the "from" price of the coming `weeks`: a pickup on
 * every day from tomorrow, for the shortest length of every duration band (a band's per-day rate
 * is the same for all its lengths, so its shortest one is enough).
 */
export function fromPriceProbes(params: { now: Date; bands: readonly DurationBand[]; weeks?: number }): PriceProbe[] {
  const { now, bands, weeks = FROM_PRICE_WEEKS } = params
  const lengths = [...new Set(bands.map((band) => Math.max(1, band.minDays)))].sort((a, b) => a - b)
  const probes: PriceProbe[] = []
  for (let day = 1; day <= weeks * 7; day += 1) {
    const pickupDate = addOfficeDays(now, day)
    for (const days of lengths) probes.push({ pickupDate, days })
  }
  return probes
}

/** The least of some amounts, or undefined when there are none (a car the list does not price). */
export function lowestAmount(amounts: readonly number[]): number | undefined {
  return amounts.length === 0 ? undefined : Math.min(...amounts)
}
