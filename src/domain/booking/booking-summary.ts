import type { ServiceLine } from './booking-lines'
import { isMainProtection } from './services'

/** What the sidebar summary lists of a booking's services, each group in the booking's order. */
export type SummaryServices = {
  /** The main protection chosen (Basic when none is stored). */
  readonly protection: ServiceLine | undefined
  readonly additional: readonly ServiceLine[]
  readonly extras: readonly ServiceLine[]
  /** Young driver (13) and out-of-hours (16) fees, charged by rule. */
  readonly fees: readonly ServiceLine[]
}

export function summaryServices(lines: readonly ServiceLine[]): SummaryServices {
  const selected = lines.filter((line) => line.IsSelected)
  const mains = lines.filter((line) => line.group === 'protection' && isMainProtection(line.ServiceId))
  return {
    protection: mains.find((line) => line.IsSelected) ?? mains.find((line) => line.Amount === 0),
    additional: selected.filter((line) => line.group === 'additional'),
    extras: selected.filter((line) => line.group === 'extra' && line.Quantity > 0),
    fees: selected.filter((line) => line.group === 'fee' && line.AmountTotal > 0),
  }
}
