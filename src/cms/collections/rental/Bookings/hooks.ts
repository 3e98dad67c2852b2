import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { checkStatusChange, type StatusChangeRefusal } from '../../../../domain/booking/booking-status'

import { isLiveHold } from '../../../../domain/booking/holds'

import { normalizeLastName } from '../../../../domain/booking/last-name'
import { bookingSearchText } from '../../../../domain/bookings/search-keys'

type BookingData = { client?: { lastName?: string | null } | null }

type StoredNames = BookingData & { lastNameNormalized?: string | null }

/**
 * Keeps lastNameNormalized in step with the client's last name, for the voucher + last-name lookup:
 * always derived, never taken as sent (staff correct the name, not its key).
 */
export const setLastNameNormalized: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const stored = originalDoc as StoredNames | undefined
  const lastName = (data as BookingData).client?.lastName ?? stored?.client?.lastName
  return {
    ...data,
    lastNameNormalized:
      typeof lastName === 'string' ? normalizeLastName(lastName) : (stored?.lastNameNormalized ?? null),
  }
}

type PeopleData = Parameters<typeof bookingSearchText>[0]

/**
 * Keeps searchText in step with the renter and the drivers (the bookings console finds a booking
 * by it); a write that changes neither (the money, the status) keeps the stored people.
 */
export const setSearchText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const incoming = data as PeopleData
  const stored = originalDoc as PeopleData | undefined
  const searchText = bookingSearchText({
    client: incoming.client ?? stored?.client,
    drivers: incoming.drivers ?? stored?.drivers,
  })
  return { ...data, searchText }
}

type OfficeRef = number | { id: number } | null | undefined
type OfficeData = { officeOut?: OfficeRef; officeIn?: OfficeRef }

/** Keeps isOneWay in step with the offices, so capacity finds one-way rentals by index. */
export const setOneWay: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const incoming = data as OfficeData
  const stored = originalDoc as OfficeData | undefined
  const officeOut = officeId(incoming.officeOut ?? stored?.officeOut)
  const officeIn = officeId(incoming.officeIn ?? stored?.officeIn)
  if (officeOut === undefined || officeIn === undefined) return data
  return { ...data, isOneWay: officeOut !== officeIn }
}

function officeId(ref: OfficeRef): number | undefined {
  if (ref === null || ref === undefined) return undefined
  return typeof ref === 'object' ? ref.id : ref
}

type PaidData = {
  status?: string | null
  payments?: readonly { status?: string | null }[] | null
  heldUntil?: string | null
}
type StoredState = { status?: string | null; heldUntil?: string | null } | undefined

/** Payment statuses after which a pay-now booking needs no more payment (PREAUTH holds the money). */
const SETTLING_STATUSES: readonly string[] = ['COLLECTED', 'PREAUTH']

/**
 * A saved pay-now booking paid within its time to pay stands: its deadline is cleared, whoever
 * records the payment. One paid after the deadline keeps it, so it stays released (capacity has
 * already let its car go) and the payments code refunds the money.
 */
export const standOncePaid: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const incoming = data as PaidData
  const stored = originalDoc as StoredState
  const heldUntil = incoming.heldUntil === undefined ? stored?.heldUntil : incoming.heldUntil
  const status = incoming.status ?? stored?.status
  if (stored?.status !== 'confirmed' || status !== 'confirmed' || !heldUntil) return data
  const isPaid = (incoming.payments ?? []).some((payment) => SETTLING_STATUSES.includes(payment.status ?? ''))
  if (!isPaid || !isLiveHold({ status: 'confirmed', holdExpiresAt: Date.parse(heldUntil) }, Date.now())) return data
  return { ...data, heldUntil: null }
}

/** Set in `req.context` by the request decision (the confirm and decline controls) for its own write. */
export const REQUEST_DECISION_CONTEXT = 'requestDecision'

const REFUSAL_TEXT: Record<StatusChangeRefusal, string> = {
  NOT_A_REQUEST: 'Only a requested booking can be declined.',
  REQUEST_NEEDS_DECISION: 'Answer a request with the Confirm request or Decline request button.',
  DECLINED_IS_FINAL: 'A declined request stays declined.',
  NOT_ALLOWED: 'A request can only be confirmed or declined, and only a held booking becomes a request.',
}

/**
 * Refuses status changes the request rules forbid (domain checkStatusChange): a request is answered
 * only through its decision (which checks that a car is free and e-mails the visitor), a declined
 * one stays declined. Answers 400 with the reason, shown in the admin.
 */
export const guardStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const from = (originalDoc as { status?: string } | undefined)?.status
  const to = (data as { status?: string }).status
  if (!from || !to) return data
  const refusal = checkStatusChange({ from, to, isDecision: req.context[REQUEST_DECISION_CONTEXT] === true })
  if (refusal) throw new APIError(REFUSAL_TEXT[refusal], 400, undefined, true)
  return data
}

/** Collections whose rows need their booking (their relation to it is required). */
const KEPT_WITH_BOOKING = ['booking-effects', 'payment-attempts'] as const

/**
 * A booking with money or e-mails on record is not deleted: its ledger, its payments' attempts and
 * its outbox are the record of what happened to money and what the customer was told (the audit
 * trail is kept either way). Refused with what to do instead: anonymise the customer from the
 * bookings console (GDPR), which keeps the record without the person. A booking never paid or
 * written to (a lapsed hold) is deleted.
 */
export const keepBookingsOnRecord: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const booking = await req.payload.findByID({ collection: 'bookings', id, depth: 0, req, disableErrors: true })
  const hasMoney = (booking?.payments?.length ?? 0) > 0 || (booking?.refunds?.length ?? 0) > 0
  const kept = await Promise.all(
    KEPT_WITH_BOOKING.map((collection) => req.payload.count({ collection, where: { booking: { equals: id } }, req })),
  )
  if (hasMoney || kept.some((count) => count.totalDocs > 0)) {
    throw new APIError(
      'This booking has payments or e-mails on record, which are kept: to remove the customer, anonymise them from the booking\u2019s page in the bookings console.',
      409,
      undefined,
      true,
    )
  }
}
