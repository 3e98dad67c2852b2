import { randomUUID } from 'node:crypto'

import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { POST as pay } from '@/app/api/payments/route'
import { signatureHeader, SIGNATURE_HEADER } from '@/server/payments/signature'
import { paymentWebhookSecret } from '@/env'

import { jsonRequest, visitorToken } from './rental-fixture'

export type Json = Record<string, unknown> & { success: boolean; data: Record<string, unknown> }

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  preauth: '4000 0000 0000 0077',
  failure: '4000 0000 0000 0119',
} as const

export const TEST_CVC = '9183'

export function card(number: string) {
  return { cardNumber: number, cvc: TEST_CVC, expiry: '12/2030', cardholderName: 'Jon Gudmundsdottir' }
}

let day = 0

/** A saved booking (pay now unless `isPayAtPickup`), each on its own dates so none run out of cars. */
export async function savedBooking(params: {
  categoryId: number
  locale?: string
  isPayAtPickup?: boolean
  lastName?: string
}) {
  day += 3
  const out = new Date(Date.UTC(2027, 5, 1 + day, 12))
  const back = new Date(out.getTime() + 2 * 86_400_000)
  const held = await callJson(create, '/api/renteon-booking-create', {
    OfficeOutId: 'brimb1',
    OfficeInId: 'brimb1',
    DateOut: out.toISOString().slice(0, 16),
    DateIn: back.toISOString().slice(0, 16),
    CarCategoryId: params.categoryId,
  })
  const booking = held.json.data as { BookingId: number; VoucherNumber: string; Number: string }
  const saved = await callJson(save, '/api/renteon-booking-save', {
    BookingId: booking.BookingId,
    voucher: booking.VoucherNumber,
    client: {
      firstName: 'Jon',
      lastName: params.lastName ?? 'Gudmundsdottir',
      email: 'jon@example.com',
      phone: '+354 555 1234',
      country: 'is',
    },
    drivers: [{ firstName: 'Jon', lastName: 'Gudmundsdottir', licenseNumber: 'IS-1', expiry: null }],
    paymentType: params.isPayAtPickup ? 'payLocally' : 'payNow',
    locale: params.locale ?? 'en',
  })
  if (saved.status !== 200) throw new Error(`save failed: ${JSON.stringify(saved.json)}`)
  return { ...booking, total: (saved.json.data as { Total: number }).Total }
}

export async function callJson(
  handler: (request: Request, context: never) => Promise<Response>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const request = jsonRequest({ path, body })
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
  const response = await handler(request, { params: Promise.resolve({}) } as never)
  return { status: response.status, json: (await response.json()) as Json }
}

/** POST /api/payments for a booking at the end of the booking flow. */
export function payNow(params: {
  booking: { BookingId: number; VoucherNumber: string }
  cardNumber: string
  key?: string
  amount?: number
}) {
  return callJson(
    pay,
    '/api/payments',
    {
      BookingId: params.booking.BookingId,
      VoucherNumber: params.booking.VoucherNumber,
      card: card(params.cardNumber),
      ...(params.amount !== undefined && { amount: params.amount }),
    },
    { 'idempotency-key': params.key ?? `test-${randomUUID()}` },
  )
}

/** A gateway callback signed like the gateway signs them, at `now`. */
export function signedCallback(params: { body: string; now: Date; secret?: string }): Request {
  return new Request('http://localhost/api/payments/callback/gateway', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader({
        secret: params.secret ?? paymentWebhookSecret,
        body: params.body,
        now: params.now,
      }),
    },
    body: params.body,
  })
}

export { visitorToken }
