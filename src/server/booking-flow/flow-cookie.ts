import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { SUBMITTED_STEPS } from '@/domain/booking/booking-progress'

/**
 * The booking a visitor is making: its id, the voucher that proves it is theirs, the steps submitted,
 * and the visitor's id (hold limits).
 */
export const BOOKING_FLOW_COOKIE = 'vegur_booking'

/** The cookie outlives the car's 20-minute hold so a lapsed hold can be told apart from no booking. */
export const BOOKING_FLOW_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60

const flowStateSchema = z.object({
  bookingId: z.number().int().positive(),
  voucherNumber: z.string().min(1).max(64),
  submitted: z.array(z.enum(SUBMITTED_STEPS)).max(SUBMITTED_STEPS.length),
  /** Who is choosing cars in this browser, for the hold limits; kept from one booking to the next. */
  visitorId: z.uuid().optional(),
})

export type FlowState = z.output<typeof flowStateSchema>

function signingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vegur', 'booking-flow-cookie/v1', 32))
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', signingKey(secret)).update(body).digest('base64url')
}

/** `<base64url JSON>.<base64url HMAC>`: readable by nobody but the server, changed by nobody. */
export function encodeFlowState(state: FlowState, secret: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

/** The state in a cookie value, or undefined when it is missing, malformed or not signed by us. */
export function decodeFlowState(value: string | undefined, secret: string): FlowState | undefined {
  if (!value) return undefined
  const [body, given, ...rest] = value.split('.')
  if (!body || !given || rest.length > 0) return undefined
  const expected = Buffer.from(mac(secret, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined
  try {
    const parsed = flowStateSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
