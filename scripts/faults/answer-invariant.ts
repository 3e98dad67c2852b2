/**
 * Honest answers: a visitor told "No money was taken" (or that the card was refused) must not have
 * money kept by the provider beyond the payments they were told went through.
 */
import type { Snapshot } from './db-reader'
import { paymentAnswers } from './payment-answers'
import type { Verdict } from './verdict'

export function noFalseNoMoney(snapshot: Snapshot): Verdict {
  const told = new Map<number, { noMoney: number; taken: Set<string> }>()
  for (const answer of paymentAnswers()) {
    const entry = told.get(answer.bookingId) ?? { noMoney: 0, taken: new Set<string>() }
    if (answer.saysNoMoneyTaken) entry.noMoney += 1
    if (answer.takenReference) entry.taken.add(answer.takenReference)
    told.set(answer.bookingId, entry)
  }
  const misled: string[] = []
  let noMoneyAnswers = 0
  for (const [bookingId, entry] of told) {
    noMoneyAnswers += entry.noMoney
    if (entry.noMoney === 0) continue
    const kept = snapshot.charges.filter((charge) => charge.bookingId === bookingId && charge.amount > charge.refunded)
    if (kept.length > entry.taken.size)
      misled.push(
        `booking ${bookingId}: told "no money taken" ${entry.noMoney}×, provider keeps ${kept.length} charge(s), ${entry.taken.size} answered as taken`,
      )
  }
  return {
    key: 'honest-answers',
    name: 'no visitor told "No money was taken" while the provider kept their money',
    isHeld: misled.length === 0,
    figures: `payment answers ${paymentAnswers().length}, saying no money was taken ${noMoneyAnswers}, on bookings whose money the provider keeps ${misled.length}`,
    examples: misled.slice(0, 6),
  }
}
