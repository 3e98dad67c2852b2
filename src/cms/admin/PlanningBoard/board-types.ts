/** What the planning board shows, serializable for its client part (issue 32). */
export type BoardUnit = {
  readonly id: number
  readonly registration: string
  /** inService or maintenance (retired units are not shown). */
  readonly status: string
}

export type BoardBooking = {
  readonly id: number
  readonly number: string
  readonly customer: string
  readonly status: string
  readonly startsAt: number
  readonly endsAt: number
  readonly unitId: number | null
  readonly unitRegistration: string | null
  readonly officeOutId: number
  readonly officeInId: number
  readonly categoryId: number
  readonly categoryName: string
  /** round-trip; departs: one-way leaving this office; arrives: one-way from another office. */
  readonly movement: 'round-trip' | 'departs' | 'arrives'
  /** The other office of a one-way rental. */
  readonly otherOffice: string | null
}

export type BoardBlock = {
  readonly id: number
  readonly unitId: number
  readonly reason: string
  readonly startsAt: number
  readonly endsAt: number
  readonly note: string | null
}
