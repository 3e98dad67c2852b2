import 'server-only'

import { rm } from 'node:fs/promises'

import type { Payload, PayloadRequest } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import type { Booking } from '@/payload-types'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'

/** Written in place of an e-mail's address and file once its person is anonymised. */
const ANONYMISED = 'anonymised'
/** The most bookings one person's request covers (a page of them). */
const MAX_BOOKINGS = 200

/**
 * The bookings of the person who made booking `bookingId`: every booking with the same e-mail
 * address (case ignored), else the booking alone.
 */
async function personsBookings(payload: Payload, bookingId: number, req?: Partial<PayloadRequest>): Promise<Booking[]> {
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    disableErrors: true,
    ...(req && { req }),
  })
  if (!booking) return []
  const email = booking.client?.email?.trim()
  if (!email) return [booking]
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { 'client.email': { like: email } },
    depth: 0,
    limit: MAX_BOOKINGS,
    pagination: false,
    sort: 'createdAt',
    ...(req && { req }),
  })
  const same = docs.filter((doc) => doc.client?.email?.trim().toLowerCase() === email.toLowerCase())
  return same.some((doc) => doc.id === booking.id) ? same : [booking, ...same]
}

/** A person's data as the export gives it: who they are, their bookings and what staff did with them. */
export type CustomerExport = {
  readonly exportedAt: string
  readonly contact: Booking['client'] | null
  readonly bookings: readonly Record<string, unknown>[]
  readonly auditEntries: readonly Record<string, unknown>[]
}

/**
 * Command "export a customer's data" (GDPR access request): everything kept about the person who
 * made booking `bookingId` — their contact details, each of their bookings (dates, offices, car,
 * drivers, prices, payments with masked cards, refunds, e-mails sent) and the audit entries about
 * those bookings — as one JSON document for staff to hand over. The export itself is recorded in
 * the audit trail (who exported, how many bookings), with no personal data in the entry.
 */
export async function exportCustomerData(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  now: Date
}): Promise<CustomerExport | undefined> {
  const { payload, bookingId, now } = params
  const bookings = await personsBookings(payload, bookingId)
  const first = bookings.find((doc) => doc.id === bookingId)
  if (!first) return undefined
  const ids = bookings.map((doc) => doc.id)
  const [audit, mails] = await Promise.all([
    payload.find({
      collection: 'audit-entries',
      where: { booking: { in: ids } },
      depth: 0,
      limit: 2000,
      pagination: false,
    }),
    payload.find({
      collection: 'outbox-messages',
      where: { booking: { in: ids } },
      depth: 0,
      limit: 2000,
      pagination: false,
    }),
  ])
  await withWriteTransaction<null>({ payload, lockKeys: [] }, async ({ req }) => {
    await recordStaffAction({
      payload,
      req,
      actor: params.actor,
      action: 'export-data',
      booking: first,
      changes: { bookings: { before: null, after: bookings.map((doc) => doc.number) } },
    })
    return { isOk: true, value: null }
  })
  return {
    exportedAt: now.toISOString(),
    contact: first.client ?? null,
    bookings: bookings.map((doc) => ({
      number: doc.number,
      voucherNumber: doc.voucherNumber,
      status: doc.status,
      createdAt: doc.createdAt,
      pickupAt: doc.dateOut,
      returnAt: doc.dateIn,
      officeOut: doc.officeOut,
      officeIn: doc.officeIn,
      carCategory: doc.carCategory,
      client: doc.client,
      drivers: doc.drivers,
      driverAge: doc.driverAge,
      language: doc.locale,
      currency: doc.currency,
      totals: doc.totals,
      services: doc.services,
      payments: doc.payments,
      refunds: doc.refunds,
      cancellationFee: doc.cancellationFee,
      emails: mails.docs
        .filter((mail) => mail.booking === doc.id)
        .map((mail) => ({ to: mail.to, subject: mail.subject, kind: mail.kind, sentAt: mail.createdAt })),
    })),
    auditEntries: audit.docs.map((entry) => ({
      at: entry.createdAt,
      bookingNumber: entry.bookingNumber,
      action: entry.action,
      staff: entry.actorEmail,
      reason: entry.reason,
      changes: entry.changes,
    })),
  }
}

export type AnonymiseOutcome =
  | { readonly isOk: true; readonly bookings: readonly string[] }
  | { readonly isOk: false; readonly refusal: 'NOT_FOUND' | 'STILL_ACTIVE'; readonly bookings?: readonly string[] }

/** A booking that still stands ahead of its return, or waits for a decision: its renter is still needed. */
function isActive(booking: Booking, now: Date): boolean {
  if (booking.status === 'requested') return true
  if (booking.status === 'held') return booking.heldUntil ? Date.parse(booking.heldUntil) > now.getTime() : false
  return booking.status === 'confirmed' && Date.parse(booking.dateIn) > now.getTime()
}

/**
 * Command "anonymise a customer" (GDPR erasure request; a manager or an admin, with the reason):
 * every booking of the person who made booking `bookingId` keeps its number, dates, car, prices,
 * ledger (payments, refunds, the fee) and audit trail, and loses who they were — the renter's
 * name, e-mail, phone, address, flight and comments, the drivers, the holder's address hash — so
 * its search text and look-up key are empty and nothing finds it by the person. The e-mails kept
 * in the outbox folder are deleted and their rows say only that they were sent. Refused while a
 * booking of theirs still stands ahead (STILL_ACTIVE: cancel it first, or wait until it is
 * returned). One transaction, with the audit entry (bookings anonymised, no personal data).
 */
export async function anonymiseCustomer(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  reason: string
  now: Date
}): Promise<AnonymiseOutcome> {
  const { payload, bookingId, now } = params
  const files: string[] = []
  const done = await withWriteTransaction<AnonymiseOutcome>({ payload, lockKeys: [] }, async ({ req }) => {
    const bookings = await personsBookings(payload, bookingId, req)
    const first = bookings.find((doc) => doc.id === bookingId)
    if (!first) return { isOk: true, value: { isOk: false, refusal: 'NOT_FOUND' } }
    const active = bookings.filter((doc) => isActive(doc, now)).map((doc) => doc.number)
    if (active.length > 0) return { isOk: true, value: { isOk: false, refusal: 'STILL_ACTIVE', bookings: active } }
    for (const booking of bookings) {
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        req,
        depth: 0,
        data: {
          client: {
            firstName: '',
            lastName: '',
            email: null,
            phone: null,
            address: null,
            postalCode: null,
            city: null,
            country: booking.client?.country ?? null,
            gender: null,
            flightNumber: null,
            comments: null,
          },
          drivers: [],
          holderAddressHash: null,
        },
      })
    }
    const mails = await payload.find({
      collection: 'outbox-messages',
      where: { booking: { in: bookings.map((doc) => doc.id) } },
      depth: 0,
      limit: 2000,
      pagination: false,
      req,
    })
    for (const mail of mails.docs) {
      files.push(mail.filePath)
      await payload.update({
        collection: 'outbox-messages',
        id: mail.id,
        req,
        depth: 0,
        data: { to: ANONYMISED, filePath: ANONYMISED },
      })
    }
    await recordStaffAction({
      payload,
      req,
      actor: params.actor,
      action: 'anonymise',
      booking: first,
      reason: params.reason,
      changes: { bookings: { before: null, after: bookings.map((doc) => doc.number) } },
    })
    return { isOk: true, value: { isOk: true, bookings: bookings.map((doc) => doc.number) } }
  })
  if (!done.isOk) return { isOk: false, refusal: 'NOT_FOUND' }
  // After the commit: a file left by a crash here holds what the row no longer points to.
  if (done.value.isOk) {
    await Promise.all(files.filter((file) => file !== ANONYMISED).map((file) => rm(file, { force: true })))
  }
  return done.value
}
