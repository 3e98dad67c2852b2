/** A unit the car may leave as: of the booking's class, at its pickup office, in service and free. */
export type CheckOutUnit = {
  readonly id: number
  readonly registration: string
  /** The unit's last recorded odometer (km), the least the check-out may read. */
  readonly mileage: number | null
}

/** The booking as the check-out screen shows it (serializable for its client parts). */
export type CheckOutBooking = {
  readonly id: number
  readonly number: string
  readonly customer: string
  readonly car: string
  readonly pickup: string
  readonly return: string
  readonly extraDrivers: readonly string[]
  readonly unitId: number | null
}
