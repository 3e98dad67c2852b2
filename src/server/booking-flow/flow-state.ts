import 'server-only'

import { cookies } from 'next/headers'

import type { SubmittedStep } from '@/domain/booking/booking-progress'
import { env, payloadSecret } from '@/env'

import {
  BOOKING_FLOW_COOKIE,
  BOOKING_FLOW_COOKIE_MAX_AGE_SECONDS,
  decodeFlowState,
  encodeFlowState,
  type FlowState,
} from './flow-cookie'

/** The visitor's booking in progress, from the signed cookie (pages and actions). */
export async function readFlowState(): Promise<FlowState | undefined> {
  const store = await cookies()
  return decodeFlowState(store.get(BOOKING_FLOW_COOKIE)?.value, payloadSecret)
}

/** Stores the booking in progress (server actions only: pages cannot set cookies). */
export async function writeFlowState(state: FlowState): Promise<void> {
  const store = await cookies()
  store.set(BOOKING_FLOW_COOKIE, encodeFlowState(state, payloadSecret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
    path: '/',
    maxAge: BOOKING_FLOW_COOKIE_MAX_AGE_SECONDS,
  })
}

/** Marks a step submitted for the booking in progress (server actions only). */
export async function markStepSubmitted(state: FlowState, step: SubmittedStep): Promise<FlowState> {
  const next = state.submitted.includes(step) ? state : { ...state, submitted: [...state.submitted, step] }
  await writeFlowState(next)
  return next
}
