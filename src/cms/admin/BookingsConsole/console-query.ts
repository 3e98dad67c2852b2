import type { Payload, Where } from 'payload'

import { NIGHT_PICKUP_DAYS, officeDaysWindow, type ConsoleFilter } from '../../../domain/bookings/console-filters'
import { parseBookingSearch } from '../../../domain/bookings/search-keys'
import { isOutOfHours } from '../../../domain/pricing/opening-hours'
import type { Booking, Office } from '../../../payload-types'
import { officeHoursOf } from '../../collections/rental/Offices/hours'
import { normalizeRegistration } from '../../collections/rental/Vehicles/registration'
import { loadNeedsAttention } from '../NeedsAttention/needs-attention-rows'
import { toConsoleRow, type ConsoleRow } from './console-row'

/** Rows one console page shows at most; a search or filter that finds more says so. */
export const CONSOLE_LIMIT = 100

export type ConsoleQuery = {
  readonly query: string
  readonly filter: ConsoleFilter | undefined
  readonly officeId: number | undefined
  readonly now: Date
}

export type ConsoleResult = { readonly rows: readonly ConsoleRow[]; readonly hasMore: boolean }

/**
 * The bookings a console search and filter find, read through Payload's local API (staff read
 * bookings; nothing here writes). Without either, the latest bookings.
 */
export async function findConsoleBookings(payload: Payload, params: ConsoleQuery): Promise<ConsoleResult> {
  const filter = params.filter ? await filterWhere(payload, { ...params, filter: params.filter }) : undefined
  const search = searchWhere(params.query)
  const clauses = [filter?.where, search].filter((clause): clause is Where => clause !== undefined)
  const { docs, hasNextPage } = await payload.find({
    collection: 'bookings',
    where: clauses.length === 0 ? {} : { and: clauses },
    sort: filter?.sort ?? '-createdAt',
    limit: filter?.isNight ? CONSOLE_LIMIT * 5 : CONSOLE_LIMIT,
    depth: 1,
  })
  const found = filter?.isNight ? docs.filter(isNightPickup) : docs
  return { rows: found.slice(0, CONSOLE_LIMIT).map(toConsoleRow), hasMore: hasNextPage || found.length > CONSOLE_LIMIT }
}

/** A search by booking number, voucher or plate (whole), or by name, e-mail or phone (every term). */
export function searchWhere(query: string): Where | undefined {
  const search = parseBookingSearch(query)
  if (!search) return undefined
  const byCode: Where[] = search.code
    ? [
        { number: { contains: search.code } },
        { voucherNumber: { equals: search.code } },
        { 'vehicle.registration': { equals: normalizeRegistration(search.code) } },
      ]
    : []
  // Bookings saved before the search text existed are still found by their last name and e-mail.
  const byTerms: Where[] =
    search.terms.length > 0
      ? [
          {
            and: search.terms.map((term): Where => ({
              or: [
                { searchText: { contains: term } },
                { lastNameNormalized: { contains: term } },
                { 'client.email': { contains: term } },
              ],
            })),
          },
        ]
      : []
  return { or: [...byCode, ...byTerms] }
}

type FilterWhere = { readonly where: Where; readonly sort: string; readonly isNight?: boolean }

async function filterWhere(payload: Payload, params: ConsoleQuery & { filter: ConsoleFilter }): Promise<FilterWhere> {
  const { officeId, now } = params
  const today = officeDaysWindow(now)
  const atOffice = (field: 'officeOut' | 'officeIn'): Where[] =>
    officeId === undefined ? [] : [{ [field]: { equals: officeId } }]
  const anyOffice: Where[] =
    officeId === undefined ? [] : [{ or: [{ officeOut: { equals: officeId } }, { officeIn: { equals: officeId } }] }]
  switch (params.filter) {
    case 'pickups-today':
      return {
        where: { and: [confirmed, within('dateOut', today), ...atOffice('officeOut')] },
        sort: 'dateOut',
      }
    case 'returns-today':
      return { where: { and: [confirmed, within('dateIn', today), ...atOffice('officeIn')] }, sort: 'dateIn' }
    case 'night-pickups':
      return {
        where: {
          and: [
            { status: { in: ['confirmed', 'requested'] } },
            within('dateOut', officeDaysWindow(now, NIGHT_PICKUP_DAYS)),
            ...atOffice('officeOut'),
          ],
        },
        sort: 'dateOut',
        isNight: true,
      }
    case 'requests':
      return { where: { and: [{ status: { equals: 'requested' } }, ...anyOffice] }, sort: 'dateOut' }
    case 'unpaid-pay-now':
      return {
        where: {
          and: [
            confirmed,
            { bookingType: { equals: '3' } },
            { 'totals.maximumPaymentAmount': { greater_than: 0 } },
            ...anyOffice,
          ],
        },
        sort: 'dateOut',
      }
    case 'needs-attention': {
      const ids = await bookingsNeedingAttention(payload)
      return { where: { and: [{ id: { in: ids.length > 0 ? ids : [0] } }, ...anyOffice] }, sort: '-updatedAt' }
    }
  }
}

const confirmed: Where = { status: { equals: 'confirmed' } }

function within(field: 'dateOut' | 'dateIn', window: { from: string; to: string }): Where {
  return { [field]: { greater_than_equal: window.from, less_than: window.to } }
}

async function bookingsNeedingAttention(payload: Payload): Promise<number[]> {
  const { effects, attempts, refunds, later } = await loadNeedsAttention(payload)
  return [
    ...new Set([...effects, ...attempts, ...refunds, ...later].flatMap((row) => (row.booking ? [row.booking.id] : []))),
  ]
}

function isNightPickup(booking: Booking): boolean {
  const office = booking.officeOut as Office | number
  return typeof office === 'object' && isOutOfHours(officeHoursOf(office), new Date(booking.dateOut))
}
