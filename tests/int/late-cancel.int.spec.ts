import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { formatMoney } from '@/domain/money/money-format'
import { convertMoney } from '@/domain/money/exchange-rates'
import { rentalDays } from '@/domain/time/rental-days'
import { cancelBooking } from '@/server/bookings/commands/cancel'
import { givenBack } from '@/server/bookings/money/given-back'
import { cancelManagedBooking } from '@/server/manage/cancel-booking'
import type { MailTransport, OutgoingMail } from '@/server/mail/mail-types'
import { sendBookingMail } from '@/server/mail/send-booking-mail'

import { pdfText } from '../support/pdf-text'
import { bootPayload } from './payload'
import { payNow, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

const HOUR_MS = 60 * 60 * 1000
const LAST_NAME = 'Gudmundsdottir'

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 10, suv: 1, van: 1 })
})

async function bookingOf(id: number) {
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

async function gatewayEntry(transactionId: string) {
  const { docs } = await payload.find({
    collection: 'gateway-transactions',
    where: { transactionId: { equals: transactionId } },
    depth: 0,
  })
  return docs[0]
}

/**
 * The fee the terms charge, worked out by hand: the booking's rent over its days, in ISK at its
 * locked rate, in whole krónur rounded down (cards take no aurar, ADR 033).
 */
async function expectedFeeIsk(bookingId: number): Promise<{ fee: number; feeIsk: number }> {
  const doc = await bookingOf(bookingId)
  const days = rentalDays({ pickupAt: new Date(doc.dateOut), returnAt: new Date(doc.dateIn) })
  if (!days.isOk) throw new Error('no rental days')
  const fee = Math.floor((doc.totals?.totalRent ?? 0) / days.value)
  const isk = convertMoney({
    value: { amount: fee, currency: doc.currency },
    to: 'ISK',
    rates: { EUR: 1, ISK: doc.exchangeRate ?? 0 },
    rounding: 'down',
  })
  if (!isk.isOk) throw new Error('no rate')
  return { fee, feeIsk: Math.floor(isk.value.amount / 100) * 100 }
}

/** A paid pay-now booking and the moment 10 hours before its pickup (well past the 48 h free window). */
async function paidBookingTenHoursBefore(locale = 'en') {
  const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale })
  const paid = await payNow({ booking, cardNumber: TEST_CARDS.success })
  expect(paid.json.data.status).toBe('COLLECTED')
  const doc = await bookingOf(booking.BookingId)
  const charged = doc.payments?.[0]?.amount ?? 0
  return { booking, charged, lateNow: new Date(new Date(doc.dateOut).getTime() - 10 * HOUR_MS) }
}

function captured(): { transport: MailTransport; mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = []
  return { mails, transport: { send: async (mail) => void mails.push(mail) } }
}

describe('a late cancellation keeps one rental day', () => {
  it('keeps the fee, refunds the rest through the provider and records both on the ledger', async () => {
    const { booking, charged, lateNow } = await paidBookingTenHoursBefore()
    const { feeIsk } = await expectedFeeIsk(booking.BookingId)
    expect(feeIsk).toBeGreaterThan(0)
    expect(feeIsk).toBeLessThan(charged)

    const outcome = await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      acceptedKeptIsk: feeIsk,
      now: lateNow,
    })
    expect(outcome).toEqual({ isCancelled: true, number: booking.Number })

    const after = await bookingOf(booking.BookingId)
    expect(after.status).toBe('cancelled')
    expect(after.cancellationFee).toMatchObject({ amount: feeIsk, currency: 'ISK' })
    const transactionId = after.payments?.[0]?.transactionId ?? ''
    expect(after.refunds?.map((refund) => [refund.transactionId, refund.kind, refund.reason, refund.amount])).toEqual([
      [transactionId, 'refund', 'cancellation', charged - feeIsk],
    ])
    expect(after.refunds?.[0]?.status).toBe('refunded')
    expect(after.totals?.maximumPaymentAmount).toBe(0)
    // The provider keeps exactly the fee: what the fault test's money invariant checks.
    const entry = await gatewayEntry(transactionId)
    expect((entry?.amount ?? 0) - (entry?.refundedAmount ?? 0)).toBe(feeIsk)
  })

  it('refunds once however often it is confirmed: a retry and a second tab change nothing', async () => {
    const { booking, charged, lateNow } = await paidBookingTenHoursBefore()
    const { feeIsk } = await expectedFeeIsk(booking.BookingId)
    const access = { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME }
    // Two tabs confirm at the same moment: the booking's money lock lets one through.
    const both = await Promise.all([
      cancelManagedBooking({ payload, access, acceptedKeptIsk: feeIsk, now: lateNow }),
      cancelManagedBooking({ payload, access, acceptedKeptIsk: feeIsk, now: lateNow }),
    ])
    expect(both.filter((outcome) => outcome.isCancelled)).toHaveLength(1)
    expect(both.find((outcome) => !outcome.isCancelled)).toEqual({ isCancelled: false, reason: 'NOT_CONFIRMED' })
    // A retry after a lost answer, then the command itself again.
    expect(await cancelManagedBooking({ payload, access, acceptedKeptIsk: feeIsk, now: lateNow })).toEqual({
      isCancelled: false,
      reason: 'NOT_CONFIRMED',
    })
    expect(await cancelBooking({ payload, bookingId: booking.BookingId, now: lateNow })).toEqual({
      isCancelled: false,
      reason: 'NOT_CONFIRMED',
    })
    const after = await bookingOf(booking.BookingId)
    expect(after.refunds).toHaveLength(1)
    expect(after.refunds?.[0]?.amount).toBe(charged - feeIsk)
    expect(after.cancellationFee?.amount).toBe(feeIsk)
    const entry = await gatewayEntry(after.payments?.[0]?.transactionId ?? '')
    expect(entry?.refundedAmount).toBe(charged - feeIsk)
  })

  it('refuses a fee other than the one the visitor was shown, changing nothing', async () => {
    const { booking, lateNow } = await paidBookingTenHoursBefore()
    const access = { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME }
    // The page said "free" (nothing kept), but the free window closed before the tap.
    expect(await cancelManagedBooking({ payload, access, acceptedKeptIsk: 0, now: lateNow })).toEqual({
      isCancelled: false,
      reason: 'TERMS_CHANGED',
    })
    const after = await bookingOf(booking.BookingId)
    expect(after.status).toBe('confirmed')
    expect(after.refunds ?? []).toHaveLength(0)
  })

  it('keeps nothing of a pay-at-pickup booking with nothing paid', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const doc = await bookingOf(booking.BookingId)
    const lateNow = new Date(new Date(doc.dateOut).getTime() - 10 * HOUR_MS)
    const outcome = await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      acceptedKeptIsk: 0,
      now: lateNow,
    })
    expect(outcome.isCancelled).toBe(true)
    const after = await bookingOf(booking.BookingId)
    expect(after.cancellationFee?.amount ?? 0).toBe(0)
    expect(after.refunds ?? []).toHaveLength(0)
  })

  it('staff cancelling a late booking waive the fee: everything paid is refunded', async () => {
    const { booking, charged, lateNow } = await paidBookingTenHoursBefore()
    const outcome = await cancelBooking({ payload, bookingId: booking.BookingId, now: lateNow })
    expect(outcome.isCancelled).toBe(true)
    const after = await bookingOf(booking.BookingId)
    expect(after.cancellationFee?.amount).toBe(0)
    expect(after.refunds?.[0]?.amount).toBe(charged)
  })
})

describe('the e-mails and the voucher say the fee, never a free window already past', () => {
  it('confirmation: the fee in euros and in krónur as charged, in the voucher too', async () => {
    const { booking, lateNow } = await paidBookingTenHoursBefore('de')
    const { fee, feeIsk } = await expectedFeeIsk(booking.BookingId)
    const { transport, mails } = captured()
    const sent = await sendBookingMail({
      payload,
      kind: 'booking-confirmation',
      bookingId: booking.BookingId,
      transport,
      now: lateNow,
    })
    expect(sent.isSent).toBe(true)
    const text = mails[0]?.text ?? ''
    const feeText = `${formatMoney({ amount: fee, currency: 'EUR' }, 'de')} (${formatMoney({ amount: feeIsk, currency: 'ISK' }, 'de')} auf Ihrer Karte)`
    expect(text).toContain(`Eine Stornierung kostet jetzt einen Miettag, ${feeText}`)
    expect(text).not.toContain('Kostenlose Stornierung bis')
    const voucher = mails[0]?.attachments.find((file) => file.filename.startsWith('voucher-'))
    const pdf = await pdfText(voucher?.content as Uint8Array)
    expect(pdf.replace(/\s+/g, ' ')).toContain('Eine Stornierung kostet jetzt einen Miettag')
  })

  it('confirmation inside the free window: free until the deadline', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const { transport, mails } = captured()
    const early = new Date(new Date((await bookingOf(booking.BookingId)).dateOut).getTime() - 72 * HOUR_MS)
    await sendBookingMail({
      payload,
      kind: 'booking-confirmation',
      bookingId: booking.BookingId,
      transport,
      now: early,
    })
    expect(mails[0]?.text).toContain('Free cancellation until ')
  })

  it('cancellation: what was kept and what was refunded', async () => {
    const { booking, charged, lateNow } = await paidBookingTenHoursBefore()
    const { feeIsk } = await expectedFeeIsk(booking.BookingId)
    const access = { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME }
    await cancelManagedBooking({ payload, access, acceptedKeptIsk: feeIsk, now: lateNow })
    const { transport, mails } = captured()
    await sendBookingMail({
      payload,
      kind: 'booking-cancellation',
      bookingId: booking.BookingId,
      cancellation: await givenBack(payload, booking.BookingId),
      transport,
      now: lateNow,
    })
    const text = mails[0]?.text ?? ''
    expect(text).toContain(`one rental day (${formatMoney({ amount: feeIsk, currency: 'ISK' }, 'en')}) was kept`)
    expect(text).toContain(`We have refunded ${formatMoney({ amount: charged - feeIsk, currency: 'ISK' }, 'en')}`)
  })
})
