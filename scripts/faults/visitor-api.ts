/**
 * A visitor on the booking API (README "Booking API"), as a browser or an app behind the load
 * balancer would call it: a visitor token, an availability search, a temporary booking, saving it,
 * paying it, opening it again by voucher and last name.
 */
import { send, type Answer, type Target } from './http'
import { recordPaymentAnswer } from './payment-answers'
import type { Slot } from './slots'

export type Visitor = {
  readonly ip: string
  token: string | undefined
}

export type Hold = { readonly bookingId: number; readonly voucherNumber: string }

/** Pay now (type 3) is paid by card after saving; pay at pickup (type 2) is confirmed by saving. */
export type BookingType = 2 | 3

export type PaymentStatus = 'pending' | 'challenge' | 'COLLECTED' | 'PREAUTH' | 'PREAUTH_FAILED' | 'DECLINED' | 'FAILED'

type Envelope<T> = { readonly success?: boolean; readonly data?: T; readonly error?: { readonly code?: string } }

export type PayAnswer = Answer<Envelope<{ reference?: string; status?: PaymentStatus }>>

/** The test gateway's cards (src/server/payments/gateway/test-cards.ts). */
export const CARDS = {
  approved: '4242424242424242',
  approvedOther: '378282246310005',
  declined: '4000000000000002',
} as const

export function newVisitor(ip: string): Visitor {
  return { ip, token: undefined }
}

async function login(visitor: Visitor, target: Target): Promise<string | undefined> {
  const answer = await send<{ accessToken?: string; access_token?: string }>({
    target,
    label: 'login',
    path: '/v2/auth/login',
    visitorIp: visitor.ip,
    json: { api_key: 'vegur-public-site-key', client_id: 'vegur-web', salt: 1, remember: false },
  })
  const token = answer.body?.accessToken ?? answer.body?.access_token
  if (answer.status === 200 && token) visitor.token = token
  return visitor.token
}

/** A booking API call with the visitor's token: logs in first when it has none, and again once on a 401. */
async function callApi<T>(params: {
  visitor: Visitor
  target: Target
  label: string
  path: string
  json: unknown
  headers?: Record<string, string>
}): Promise<Answer<Envelope<T>>> {
  const { visitor, target } = params
  const call = (token: string | undefined) =>
    send<Envelope<T>>({
      target,
      label: params.label,
      path: params.path,
      visitorIp: visitor.ip,
      json: params.json,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...params.headers },
    })
  const first = await call(visitor.token ?? (await login(visitor, target)))
  if (first.status !== 401) return first
  return call(await login(visitor, target))
}

/** The car categories free for the slot's dates at the airport office. */
export async function searchCars(visitor: Visitor, target: Target, slot: Slot): Promise<number[]> {
  const answer = await callApi<{ carCategories?: { CarCategoryId: number; rateStatus: string }[] }>({
    visitor,
    target,
    label: 'search',
    path: '/api/renteon-availability',
    json: { OfficeOutId: 'brimb1', DateTimeOut: slot.dateOut, DateTimeIn: slot.dateIn, driverAge: 30, locale: 'en' },
  })
  return (answer.body?.data?.carCategories ?? [])
    .filter((category) => category.rateStatus === 'AVAILABLE')
    .map((category) => category.CarCategoryId)
}

export async function holdCar(params: {
  visitor: Visitor
  target: Target
  slot: Slot
  categoryId: number
  bookingType: BookingType
}): Promise<Hold | undefined> {
  const answer = await callApi<{ BookingId?: number; VoucherNumber?: string }>({
    visitor: params.visitor,
    target: params.target,
    label: 'create',
    path: '/api/renteon-booking-create',
    json: {
      CarCategoryId: params.categoryId,
      OfficeOutId: 'brimb1',
      DateOut: params.slot.dateOut,
      DateIn: params.slot.dateIn,
      BookingTypeId: params.bookingType,
      locale: 'en',
    },
  })
  const data = answer.body?.data
  return answer.status === 200 && data?.BookingId && data.VoucherNumber
    ? { bookingId: data.BookingId, voucherNumber: data.VoucherNumber }
    : undefined
}

export async function saveBooking(params: {
  visitor: Visitor
  target: Target
  hold: Hold
  lastName: string
  bookingType: BookingType
}): Promise<boolean> {
  const answer = await callApi({
    visitor: params.visitor,
    target: params.target,
    label: 'save',
    path: '/api/renteon-booking-save',
    json: {
      BookingId: params.hold.bookingId,
      voucher: params.hold.voucherNumber,
      BookingTypeId: params.bookingType,
      client: {
        firstName: 'Fault',
        lastName: params.lastName,
        email: `${params.lastName.toLowerCase()}@example.com`,
        phone: '+354 555 0100',
        country: 'IS',
      },
    },
  })
  return answer.status === 200
}

/** Pays the whole balance at the end of booking (POST /api/payments) under `idempotencyKey`; the answer is recorded. */
export async function payBooking(params: {
  visitor: Visitor
  target: Target
  hold: Hold
  idempotencyKey: string
  cardNumber: string
  label?: string
}): Promise<PayAnswer> {
  const answer: PayAnswer = await callApi({
    visitor: params.visitor,
    target: params.target,
    label: params.label ?? 'pay',
    path: '/api/payments',
    headers: { 'idempotency-key': params.idempotencyKey },
    json: {
      BookingId: params.hold.bookingId,
      VoucherNumber: params.hold.voucherNumber,
      locale: 'en',
      card: { cardNumber: params.cardNumber, cvc: '123', expiry: '12/2030', cardholderName: 'Fault Test' },
    },
  })
  recordPaymentAnswer({
    bookingId: params.hold.bookingId,
    text: answer.text,
    paymentStatus: answer.body?.data?.status,
    reference: answer.body?.data?.reference,
  })
  return answer
}

/** Opens a booking by voucher number and last name (POST /api/renteon-exbooking-open): the HTTP status. */
export async function openBooking(params: {
  visitor: Visitor
  target: Target
  voucherNumber: string
  lastName: string
  label?: string
}): Promise<number> {
  const answer = await callApi({
    visitor: params.visitor,
    target: params.target,
    label: params.label ?? 'open',
    path: '/api/renteon-exbooking-open',
    json: { VoucherNumber: params.voucherNumber, identifier: params.lastName, locale: 'en' },
  })
  return answer.status
}
