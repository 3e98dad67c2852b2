import 'server-only'

import { z } from 'zod'

import { SUBMITTED_STEPS } from '@/domain/booking/booking-progress'
import { purposeKey, readSignedJson, signJson } from '@/server/security/signed-value'

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
  return purposeKey(secret, 'booking-flow-cookie/v1')
}

/** `<base64url JSON>.<base64url HMAC>`: changed by nobody but the server. */
export function encodeFlowState(state: FlowState, secret: string): string {
  return signJson({ value: state, key: signingKey(secret) })
}

/** The state in a cookie value, or undefined when it is missing, malformed or not signed by us. */
export function decodeFlowState(value: string | undefined, secret: string): FlowState | undefined {
  const parsed = flowStateSchema.safeParse(readSignedJson({ signed: value, key: signingKey(secret) }))
  return parsed.success ? parsed.data : undefined
}
