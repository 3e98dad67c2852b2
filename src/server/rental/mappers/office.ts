import 'server-only'

import { officeHoursOf } from '@/cms/collections/rental/Offices/hours'
import type { OfficeHours } from '@/domain/pricing/opening-hours'
import type { Office } from '@/payload-types'

/** An office (desk) as the rental engine sees it. */
export type RentalOffice = {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly iataCode: string | null
  readonly isAirport: boolean
  readonly hours: OfficeHours
  /** What the renter reads before pickup and return (where to go, the key box out of hours). */
  readonly pickupInstructions: string | null
  readonly returnInstructions: string | null
}

export type OfficeDoc = Pick<
  Office,
  | 'id'
  | 'code'
  | 'name'
  | 'iataCode'
  | 'isAirport'
  | 'openingTimes'
  | 'holidays'
  | 'pickupInstructions'
  | 'returnInstructions'
>

export function toRentalOffice(doc: OfficeDoc): RentalOffice {
  return {
    id: doc.id,
    code: doc.code,
    name: doc.name,
    iataCode: doc.iataCode ?? null,
    isAirport: doc.isAirport ?? false,
    hours: officeHoursOf(doc),
    pickupInstructions: doc.pickupInstructions?.trim() || null,
    returnInstructions: doc.returnInstructions?.trim() || null,
  }
}
