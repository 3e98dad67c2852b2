import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { BOOKING_TYPE } from '@/domain/booking/booking-type'
import { bookingDetailsSchema } from '@/domain/validation/booking-details'
import { payloadSecret } from '@/env'
import { BOOKING_FLOW_COOKIE, encodeFlowState } from '@/server/booking-flow/flow-cookie'
import { bookingFlowPathOfPayment } from '@/server/booking-flow/flow-payment-path'
import { latestPayment } from '@/server/booking-flow/latest-payment'
import { submitPayment, type PaymentSubmission } from '@/server/booking-flow/payment-submit'
import { storeBookingDetails } from '@/server/bookings/commands/store-renter'
import { findBookingByVoucher } from '@/server/bookings/booking-load'
import { createTemporaryBooking } from '@/server/bookings/commands/hold'

import { TEST_CARDS } from './payments-fixture'
import { bootPayload } from './payload'
import { seedRentalFixture, testHolder, type RentalFixture } from './rental-fixture'

/** The browser's cookies, as next/headers shows them to the server code. */
const jar = new Map<string, string>()
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}))

// next-intl's navigation cannot load outside Next here; the prefix rule it applies (as-needed, English bare) is enough.
vi.mock('@/i18n/navigation', () => ({
  getPathname: ({ href, locale }: { href: string; locale: string }) => (locale === 'en' ? href : `/${locale}${href}`),
}))

const QUERY = 'puDate=2027-08-01&currency=ISK'
const EXPIRY = `12/${new Date().getUTCFullYear() + 2}`

let payload: Payload
let fleet: RentalFixture
let day = 0

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

/** A visitor whose car is held and whose details are stored, at the payment step of their own browser. */
async function visitorAtPayment(params: { hasDetails?: boolean } = {}) {
  day += 5
  const now = new Date()
  const pickupAt = new Date(Date.UTC(2027, 7, 1 + day, 12))
  const created = await createTemporaryBooking({
    payload,
    holder: testHolder(),
    now,
    request: {
      categoryId: fleet.categoryIds.economy,
      officeOut: 'brimb1',
      officeIn: 'brimb1',
      pickupAt,
      returnAt: new Date(pickupAt.getTime() + 3 * 86_400_000),
      driverAge: 30,
      services: [],
      bookingType: BOOKING_TYPE.PAY_NOW,
      locale: 'en',
    },
  })
  if (!created.isOk || created.value.BookingId === null || created.value.VoucherNumber === null) {
    throw new Error('no hold')
  }
  const hold = { bookingId: created.value.BookingId, voucherNumber: created.value.VoucherNumber }
  if (params.hasDetails ?? true) {
    const details = bookingDetailsSchema(now).parse({
      client: {
        firstName: 'Anna',
        lastName: 'Jonsdottir',
        email: 'anna@example.com',
        phone: '+354 555 1234',
        country: 'is',
        driverAge: '30',
      },
      isRenterDriver: true,
      mainDriver: {
        firstName: 'Anna',
        lastName: 'Jonsdottir',
        licenseNumber: 'B1234567',
        expiry: { doesNotExpire: true },
      },
      additionalDrivers: [],
    })
    const stored = await storeBookingDetails({ payload, ...hold, details, locale: 'en', now })
    if (!stored.isOk) throw new Error('details not stored')
  }
  jar.clear()
  jar.set(
    BOOKING_FLOW_COOKIE,
    encodeFlowState({ ...hold, submitted: ['protection', 'extras', 'detail'] }, payloadSecret),
  )
  return hold
}

function submission(overrides: Partial<PaymentSubmission> & { cardNumber?: string }): PaymentSubmission {
  return {
    locale: 'en',
    query: new URLSearchParams(QUERY),
    choice: 'now',
    card: { cardNumber: overrides.cardNumber ?? '', cvc: '123', expiry: EXPIRY, cardholderName: 'Anna Jonsdottir' },
    idempotencyKey: crypto.randomUUID(),
    clientIp: '192.0.2.10',
    ...overrides,
  }
}

async function bookingOf(hold: { bookingId: number; voucherNumber: string }) {
  return findBookingByVoucher({ payload, id: hold.bookingId, voucherNumber: hold.voucherNumber })
}

async function confirmationMails(bookingId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'outbox-messages',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: 'booking-confirmation' } }] },
  })
  return totalDocs
}

describe('the payment step submit', () => {
  it('refuses a submit without the cancellation terms acknowledged: nothing saved, nothing charged', async () => {
    const hold = await visitorAtPayment()
    const target = await submitPayment(submission({ cardNumber: TEST_CARDS.success, acceptedTerms: false }))
    expect(target).toBe(`/booking/payment?${QUERY}&paymentError=TERMS_NOT_ACCEPTED`)
    const booking = await bookingOf(hold)
    expect(booking?.status).toBe('held')
    expect(await latestPayment({ payload, bookingId: hold.bookingId })).toBeUndefined()

    const paid = await submitPayment(submission({ cardNumber: TEST_CARDS.success, acceptedTerms: true }))
    expect(paid).toBe(`/booking/confirmation?${QUERY}`)
  })

  it('pays at pickup: saves the booking as type 2, e-mails the confirmation, goes on to the confirmation', async () => {
    const hold = await visitorAtPayment()
    const target = await submitPayment(submission({ choice: 'pickup' }))
    expect(target).toBe(`/booking/confirmation?${QUERY}`)
    const booking = await bookingOf(hold)
    expect(booking?.status).toBe('confirmed')
    expect(booking?.bookingType).toBe('2')
    expect(booking?.client?.lastName).toBe('Jonsdottir')
    expect(booking?.drivers?.[0]).toMatchObject({ firstName: 'Anna', licenseNumber: 'B1234567' })
    await expect.poll(() => confirmationMails(hold.bookingId), { timeout: 15_000 }).toBe(1)
  })

  it('pays now: a declined card keeps the saved booking on the payment step, another card pays it', async () => {
    const hold = await visitorAtPayment()
    const declined = await submitPayment(submission({ cardNumber: TEST_CARDS.declined }))
    expect(declined).toBe(`/booking/payment?${QUERY}`)
    const saved = await bookingOf(hold)
    expect(saved?.status).toBe('confirmed')
    expect(saved?.bookingType).toBe('3')
    expect((await latestPayment({ payload, bookingId: hold.bookingId }))?.status).toBe('DECLINED')

    // Once saved the way to pay is fixed: a "pickup" sent now still pays by card.
    const paid = await submitPayment(submission({ cardNumber: TEST_CARDS.success, choice: 'pickup' }))
    expect(paid).toBe(`/booking/confirmation?${QUERY}`)
    const booking = await bookingOf(hold)
    expect(booking?.payments?.map((payment) => payment.status)).toContain('COLLECTED')
    expect(booking?.totals?.totalPaid).toBe(booking?.totals?.total)
  })

  it('refuses card testing with the translated form error, not a 500 (issue 15, row 4)', async () => {
    const hold = await visitorAtPayment()
    const clientIp = '192.0.2.77'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const declined = await submitPayment(submission({ cardNumber: TEST_CARDS.failure, clientIp }))
      expect(declined).toBe(`/booking/payment?${QUERY}`)
    }
    const refused = await submitPayment(submission({ cardNumber: TEST_CARDS.success, clientIp, locale: 'de' }))
    expect(refused).toBe(`/de/booking/payment?${QUERY}&paymentError=TOO_MANY_ATTEMPTS`)
    const { totalDocs } = await payload.count({
      collection: 'payment-attempts',
      where: { booking: { equals: hold.bookingId } },
    })
    expect(totalDocs).toBe(5)
  })

  it('charges once for a double submit with the same idempotency key', async () => {
    const hold = await visitorAtPayment()
    const key = crypto.randomUUID()
    const both = await Promise.all([
      submitPayment(submission({ cardNumber: TEST_CARDS.success, idempotencyKey: key })),
      submitPayment(submission({ cardNumber: TEST_CARDS.success, idempotencyKey: key })),
    ])
    expect(both).toEqual([`/booking/confirmation?${QUERY}`, `/booking/confirmation?${QUERY}`])
    const { totalDocs } = await payload.count({
      collection: 'payment-attempts',
      where: { booking: { equals: hold.bookingId } },
    })
    expect(totalDocs).toBe(1)
  })

  it('sends a card the spec refuses back with CARD_INVALID and saves nothing', async () => {
    const hold = await visitorAtPayment()
    const target = await submitPayment(submission({ cardNumber: '4242', query: new URLSearchParams('paymentError=X') }))
    expect(target).toBe('/booking/payment?paymentError=CARD_INVALID')
    expect((await bookingOf(hold))?.status).toBe('held')
  })

  it('sends a visitor whose details are missing back to the detail step', async () => {
    const hold = await visitorAtPayment({ hasDetails: false })
    const target = await submitPayment(submission({ choice: 'pickup', locale: 'de' }))
    expect(target).toBe(`/de/booking/detail?${QUERY}`)
    expect((await bookingOf(hold))?.status).toBe('held')
  })

  it('sends a 3-D Secure card to the bank check, and the visitor back from it into the booking flow', async () => {
    const hold = await visitorAtPayment()
    const target = await submitPayment(submission({ cardNumber: TEST_CARDS.challenge, locale: 'is' }))
    expect(target).toMatch(/^\/api\/payments\/gateway\/challenge\/[\w-]+$/)
    const latest = await latestPayment({ payload, bookingId: hold.bookingId })
    expect(latest?.status).toBe('challenge')
    expect(latest?.challengeUrl).toContain('/api/payments/gateway/challenge/')

    const { docs } = await payload.find({
      collection: 'payment-attempts',
      where: { booking: { equals: hold.bookingId } },
      limit: 1,
    })
    const reference = docs[0]?.reference
    expect(await bookingFlowPathOfPayment({ reference, locale: 'is' })).toBe('/is/booking/payment')
    jar.clear()
    expect(await bookingFlowPathOfPayment({ reference, locale: 'is' })).toBeUndefined()
  })
})
