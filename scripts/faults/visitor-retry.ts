/**
 * What a visitor does when the payment page got no answer (its server was killed): pays again on
 * the other server, with the same Idempotency-Key (the browser retries the request) or a new one
 * (a reload of the payment step makes one), every few seconds while the answer is "in progress" or
 * an error, until a final answer or the visitor gives up; then opens the booking again.
 */
import { randomUUID } from 'node:crypto'

import type { Target } from './http'
import type { ScenarioTally, TestBooking } from './tally'
import { CARDS, openBooking, payBooking, type PaymentStatus, type Visitor } from './visitor-api'

export type RetryMode = 'same-key' | 'new-key'

const RETRY_EVERY_MS = 5_000
const FINAL: ReadonlySet<PaymentStatus> = new Set(['COLLECTED', 'PREAUTH', 'PREAUTH_FAILED', 'DECLINED', 'FAILED'])
const MONEY_TAKEN: ReadonlySet<PaymentStatus> = new Set(['COLLECTED', 'PREAUTH'])

export function isMoneyTaken(status: PaymentStatus | undefined): boolean {
  return status !== undefined && MONEY_TAKEN.has(status)
}

export async function payAgainUntilAnswered(params: {
  visitor: Visitor
  target: Target
  booking: TestBooking
  firstKey: string
  mode: RetryMode
  windowMs: number
  tally: ScenarioTally
}): Promise<void> {
  const { visitor, target, booking, tally } = params
  const deadline = performance.now() + params.windowMs
  const hold = { bookingId: booking.id, voucherNumber: booking.voucherNumber }
  let last = 'no try'
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS))
    const key = params.mode === 'same-key' ? params.firstKey : `faults-${randomUUID()}`
    const answer = await payBooking({
      visitor,
      target,
      hold,
      idempotencyKey: key,
      cardNumber: CARDS.approved,
      label: 'pay again',
    })
    tally.retries += 1
    const status = answer.body?.data?.status
    last = `${answer.status} ${status ?? answer.body?.error?.code ?? answer.failure ?? ''}`.trim()
    if (answer.status === 200 && status !== undefined && FINAL.has(status)) {
      if (isMoneyTaken(status)) tally.paidAnswers += 1
      last = `${answer.status} ${status}`
      break
    }
    // Refused for good (not payable, too many attempts): a visitor stops reloading.
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 409) break
  }
  tally.notes.push(`booking ${booking.id} (${params.mode}): last payment answer ${last}`)
  await openBooking({
    visitor,
    target,
    voucherNumber: booking.voucherNumber,
    lastName: booking.lastName,
    label: 'open again',
  })
}
