import 'server-only'

import { officeHoursOf } from '@/cms/collections/rental/Offices/hours'
import type { OfficeHandoverTexts } from '@/domain/booking/handover'
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
  /** What the renter reads before pickup and return at the desk (where to go). */
  readonly pickupInstructions: string | null
  readonly returnInstructions: string | null
  /** What the renter reads when the desk is closed: the key box or meeting point, the night line. */
  readonly outOfHours: OfficeHandoverTexts['outOfHours']
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
  | 'outOfHours'
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
    outOfHours: {
      pickupInstructions: doc.outOfHours?.pickupInstructions?.trim() || null,
      returnInstructions: doc.outOfHours?.returnInstructions?.trim() || null,
      helpPhone: doc.outOfHours?.helpPhone?.trim() || null,
    },
  }
}
