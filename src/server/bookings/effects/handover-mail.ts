import 'server-only'

import type { Payload } from 'payload'

import { sendHandoverMail } from '@/server/mail/handover-mail'
import type { HandoverMailKind } from '@/server/mail/mail-types'
import { isInOutbox } from '@/server/mail/outbox-store'

import type { ClaimedEffect } from './effect-types'

/** Sends an e-mail of the car's return once: a try after a crash finds it in the outbox and sends nothing. */
export async function performHandoverMail(params: {
  payload: Payload
  effect: ClaimedEffect
  mail: HandoverMailKind
  chargeId?: string | undefined
}): Promise<void> {
  const { payload, effect } = params
  if (await isInOutbox(payload, effect.key)) return
  await sendHandoverMail({
    payload,
    kind: params.mail,
    bookingId: effect.bookingId,
    effectKey: effect.key,
    chargeId: params.chargeId,
  })
}
