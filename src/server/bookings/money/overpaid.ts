import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { overpaymentGiveBacks } from '@/domain/payments/overpayment'

import type { NewEffect } from '../effects/effect-types'
import { chargesOf, ledgerOf, readMoneyBooking, refundsOf, writeBookingMoney } from './booking-money'
import { keysOfAppended, pendingRefund } from './refund-entries'

/**
 * After a change priced a booking again, inside its write transaction: what it paid or holds
 * beyond its new total is recorded as pending refunds and releases (overpaymentGiveBacks), the
 * totals derived again, and the give-back effects returned for the caller to record. Read from
 * the recorded money under the lock, so a retry finds nothing more to give back.
 */
export async function giveBackOverpaid(params: {
  payload: Payload
  bookingId: number
  rates: Partial<ExchangeRates>
  now: Date
  req: Partial<PayloadRequest>
}): Promise<{ readonly refundedIsk: number; readonly effects: NewEffect[] }> {
  const { payload, bookingId, rates, now, req } = params
  const priced = await readMoneyBooking(payload, bookingId, req)
  const ledger = ledgerOf(priced, rates)
  const giveBacks = ledger
    ? overpaymentGiveBacks({ ledger, charges: chargesOf(priced), refunds: refundsOf(priced) })
    : []
  const before = priced.refunds ?? []
  const refunds = [
    ...before,
    ...giveBacks.map((giveBack) => pendingRefund({ ...giveBack, reason: 'overpayment', now })),
  ]
  await writeBookingMoney({ payload, booking: priced, payments: priced.payments ?? [], refunds, rates, req })
  return {
    refundedIsk: giveBacks.reduce((sum, giveBack) => sum + giveBack.amount, 0),
    effects: keysOfAppended(refunds, before.length).map((refundKey) => ({
      key: `give-back:${bookingId}:${refundKey}`,
      bookingId,
      input: { kind: 'give-back', refundKey },
    })),
  }
}
