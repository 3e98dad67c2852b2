/** Service groups of the rental engine: fees are charged by rule, the others are chosen. */
export type ServiceGroup = 'protection' | 'additional' | 'extra' | 'fee'

/**
 * A service line of a booking as the booking view gives it (SPEC §3 Booking Services); amounts
 * are major units of the booking currency. `price` is the unit price (per day for 'perDay'),
 * `Amount` one unit for the whole rental, `AmountTotal` what the booking pays for the line.
 */
export type ServiceLine = {
  readonly ServiceId: number
  readonly Name: string
  readonly group: ServiceGroup
  readonly type: 'perDay' | 'perRental'
  readonly IsSelected: boolean
  readonly Quantity: number
  readonly MaximumQuantity: number
  readonly price: number
  readonly Amount: number
  readonly AmountTotal: number
  /**
   * How many of this service the chosen protection includes without charge (an additional
   * protection it covers, free extra drivers); absent or 0 means none.
   */
  readonly IncludedQuantity?: number
}

/** A service the visitor chooses (Renteon: ServiceId, Quantity, IsSelected). */
export type ServiceChoice = { readonly code: number; readonly quantity: number; readonly isSelected: boolean }

/** The visitor's current choices on a booking, fees left out (the engine adds them by rule). */
export function chosenServices(lines: readonly ServiceLine[], groups?: readonly ServiceGroup[]): ServiceChoice[] {
  return lines
    .filter((line) => line.IsSelected && line.group !== 'fee' && (groups === undefined || groups.includes(line.group)))
    .map((line) => ({ code: line.ServiceId, quantity: line.Quantity, isSelected: true }))
}
