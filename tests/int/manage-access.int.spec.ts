import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { cancelManagedBooking } from '@/server/manage/cancel-booking'
import { lookUpBooking } from '@/server/manage/look-up'
import { LOOKUP_FAILURE_RULE } from '@/server/security/lookup-limit'
import { createRateLimiter } from '@/server/security/rate-limit'

import { bootPayload } from './payload'
import { payNow, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

const NOW = new Date('2026-11-22T12:00:00Z')

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 4, suv: 1, van: 1 })
})

describe('manage look-up', () => {
  const limiterOf = () => createRateLimiter(LOOKUP_FAILURE_RULE, { kind: 'memory' })

  it('opens by voucher and last name, ignoring case and accents', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const limiter = limiterOf()
    const look = (voucherNumber: string, lastName: string) =>
      lookUpBooking({ payload, limiter, ip: '10.0.0.1', input: { voucherNumber, lastName } })
    expect(await look(booking.VoucherNumber.toLowerCase(), 'GUÐMUNDSDÓTTIR')).toBe('FOUND')
    expect(await look(booking.VoucherNumber, 'Gudmundsson')).toBe('NOT_FOUND')
    expect(await look(booking.VoucherNumber, '')).toBe('NOT_FOUND')
    expect(await look('NOSUCHVOUCHER', 'Gudmundsdottir')).toBe('NOT_FOUND')
  })

  it('opens Müller\'s booking by "mueller", "muller" or "Müller"', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, lastName: 'Müller' })
    const limiter = limiterOf()
    for (const lastName of ['mueller', 'muller', 'Müller']) {
      expect(
        await lookUpBooking({
          payload,
          limiter,
          ip: '10.0.0.2',
          input: { voucherNumber: booking.VoucherNumber, lastName },
        }),
      ).toBe('FOUND')
    }
    expect(
      await lookUpBooking({
        payload,
        limiter,
        ip: '10.0.0.2',
        input: { voucherNumber: booking.VoucherNumber, lastName: 'Miller' },
      }),
    ).toBe('NOT_FOUND')
  })

  it('refuses after five failures per address, and per voucher from any address, for 15 minutes', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const limiter = limiterOf()
    const look = (params: { ip: string; lastName: string }) =>
      lookUpBooking({
        payload,
        limiter,
        ip: params.ip,
        input: { voucherNumber: booking.VoucherNumber, lastName: params.lastName },
      })
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await look({ ip: `10.0.1.${attempt}`, lastName: 'Wrong' })).toBe('NOT_FOUND')
    }
    // The voucher has five failures: refused from a new address, even with the right name.
    expect(await look({ ip: '10.0.9.9', lastName: 'Gudmundsdottir' })).toBe('TOO_MANY_ATTEMPTS')
    // Fifteen minutes later the window has passed.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 15 * 60 * 1000 + 1)
    try {
      expect(await look({ ip: '10.0.9.9', lastName: 'Gudmundsdottir' })).toBe('FOUND')
    } finally {
      clock.mockRestore()
    }

    // Per address: five failures on made-up vouchers block that address for a real one.
    const perIp = limiterOf()
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = await lookUpBooking({
        payload,
        limiter: perIp,
        ip: '10.0.2.1',
        input: { voucherNumber: `FAKE${attempt}`, lastName: 'X' },
      })
      expect(outcome).toBe('NOT_FOUND')
    }
    const blocked = await lookUpBooking({
      payload,
      limiter: perIp,
      ip: '10.0.2.1',
      input: { voucherNumber: booking.VoucherNumber, lastName: 'Gudmundsdottir' },
    })
    expect(blocked).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('cancellation within the free window', () => {
  it('cancels and refunds what was paid in full; its look-up then says it was cancelled', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    await payNow({ booking, cardNumber: TEST_CARDS.success })
    const access = { voucherNumber: booking.VoucherNumber, lastName: 'Gudmundsdottir' }
    const wrong = await cancelManagedBooking({
      payload,
      access: { ...access, lastName: 'Other' },
      acceptedKeptIsk: 0,
      now: NOW,
    })
    expect(wrong).toEqual({ isCancelled: false, reason: 'NOT_FOUND' })
    const cancelled = await cancelManagedBooking({ payload, access, acceptedKeptIsk: 0, now: NOW })
    expect(cancelled).toEqual({ isCancelled: true, number: booking.Number })
    const doc = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(doc.status).toBe('cancelled')
    const ledger = await payload.find({ collection: 'gateway-transactions', limit: 200, depth: 0 })
    const paidPayment = doc.payments?.[0]
    const entry = ledger.docs.find((candidate) => candidate.transactionId === paidPayment?.transactionId)
    expect(entry?.refundedAmount).toBe(entry?.amount)
    const limiter = createRateLimiter(LOOKUP_FAILURE_RULE, { kind: 'memory' })
    // A cancelled booking's look-up says it was cancelled (not 'could not find'); a wrong name still cannot tell.
    expect(await lookUpBooking({ payload, limiter, ip: '10.0.3.1', input: access })).toBe('CANCELLED')
    expect(await lookUpBooking({ payload, limiter, ip: '10.0.3.1', input: { ...access, lastName: 'Other' } })).toBe(
      'NOT_FOUND',
    )
    expect(await cancelManagedBooking({ payload, access, acceptedKeptIsk: 0, now: NOW })).toEqual({
      isCancelled: false,
      reason: 'NOT_CONFIRMED',
    })
  })

  it('refuses once the pickup time has come: the rental has started', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const doc = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    const atPickup = new Date(doc.dateOut)
    const access = { voucherNumber: booking.VoucherNumber, lastName: 'Gudmundsdottir' }
    expect(await cancelManagedBooking({ payload, access, acceptedKeptIsk: 0, now: atPickup })).toEqual({
      isCancelled: false,
      reason: 'STARTED',
    })
  })
})
