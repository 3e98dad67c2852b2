/** What a booking document says about the car it keeps busy (any of Payload's shapes of a relation). */
export type BookingOccupancy = {
  readonly status?: unknown
  readonly heldUntil?: unknown
  readonly carCategory?: unknown
  readonly officeOut?: unknown
  readonly officeIn?: unknown
  readonly dateOut?: unknown
  readonly dateIn?: unknown
}

const OCCUPANCY_FIELDS = ['status', 'heldUntil', 'carCategory', 'officeOut', 'officeIn', 'dateOut', 'dateIn'] as const

/** A relation as its id, whether Payload gave the id or the related document. */
function comparable(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  return value ?? null
}

/**
 * Whether a save may change which cars are free (the booking search's answer): a new or deleted
 * booking, or a change to its status, hold, car category, offices or times. A change of driver,
 * extras or payment details does not.
 */
export function changesAvailability(
  before: BookingOccupancy | undefined,
  after: BookingOccupancy | undefined,
): boolean {
  if (!before || !after) return true
  return OCCUPANCY_FIELDS.some((field) => comparable(before[field]) !== comparable(after[field]))
}
