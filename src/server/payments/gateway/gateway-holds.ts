import 'server-only'

import { failWith, type Result } from '@/domain/errors/result'
import { assertCardAmount } from '@/domain/payments/whole-kronur'

import type { PaymentProvider, SettleHoldAnswer, SettleHoldInput } from '../provider'
import type { gatewayLedger, LedgerEntry } from './ledger'
import { newEntryBase, randomId } from './gateway-entry'
import { cardBehaviour, type BankAnswer } from './test-cards'

/** A hold the bank approved: pre-authorised ('P'), as the gateway's ledger and callbacks say it. */
const HELD: BankAnswer = { bankCode: '000', transactionStatus: 'P' }

/** How long the 3-D Secure challenge page of a hold stays open. */
const CHALLENGE_MINUTES = 15

type Ledger = ReturnType<typeof gatewayLedger>

/**
 * The built-in gateway's deposit holds: a test card the bank approves is pre-authorised ('P')
 * instead of charged, a 3-D Secure card first goes to the challenge page; a capture takes part of
 * the hold (the letter becomes 'A', the rest is recorded released), a release gives all of it back.
 * Each key acts once: asked again, the first answer comes back. Confirmed at once (and by callback).
 */
export function gatewayHolds(deps: {
  ledger: Ledger
  callBack: (entry: LedgerEntry, answer: BankAnswer) => void
  challengeUrl: (transactionId: string) => string
}): Pick<PaymentProvider, 'authoriseHold' | 'lookupHold' | 'captureHold' | 'releaseHold' | 'extendHold'> {
  const { ledger } = deps
  return {
    async authoriseHold(input) {
      const known = await ledger.byIdempotencyKey(input.idempotencyKey)
      if (known) return { isOk: true, value: holdAnswerOf(known, deps.challengeUrl) }
      const { card } = input
      if (!card) return failWith('CARD_INVALID')
      const behaviour = cardBehaviour(card.number)
      const base = newEntryBase(input, card.number)
      if (behaviour.kind === 'challenge') {
        const entry = await ledger.insert({
          ...base,
          state: 'challenge',
          challengeOutcome: HELD,
          expiresAt: new Date(input.now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
        })
        return { isOk: true, value: holdAnswerOf(entry, deps.challengeUrl) }
      }
      const answer = behaviour.answer.bankCode === '000' ? HELD : behaviour.answer
      const entry = await ledger.insert({ ...base, state: 'final', ...answer })
      deps.callBack(entry, answer)
      return { isOk: true, value: holdAnswerOf(entry, deps.challengeUrl) }
    },

    async lookupHold(reference) {
      const entry = await ledger.byReference(reference)
      if (!entry || entry.state === 'challenge') return { isOk: true, value: { kind: 'open' } }
      if (entry.state === 'final' && isHeld(entry)) {
        return { isOk: true, value: { kind: 'held', holdId: entry.transactionId, maskedPan: entry.maskedPan } }
      }
      return { isOk: true, value: { kind: 'refused' } }
    },

    async captureHold(input) {
      const entry = await ledger.byTransactionId(input.holdId)
      if (!entry) return failWith('PAYMENT_NOT_FOUND')
      const earlier = earlierAnswer(entry, input)
      if (earlier) return earlier
      if (!isHeld(entry)) return failWith('PAYMENT_NOT_FOUND')
      assertCardAmount(input.amount)
      if (input.amount.currency !== entry.currency || input.amount.amount <= 0 || input.amount.amount > entry.amount)
        return failWith('AMOUNT_TOO_HIGH', { balance: entry.amount / 100 })
      const settleId = `cp_${randomId()}`
      const rest = entry.amount - input.amount.amount
      await ledger.update(entry.id, {
        transactionStatus: 'A',
        refundedAmount: rest,
        refunds: [
          ...(entry.refunds ?? []),
          { idempotencyKey: input.idempotencyKey, refundId: settleId, kind: 'release', amount: rest },
        ],
      })
      return { isOk: true, value: { settleId, isConfirmed: true } }
    },

    async releaseHold(input) {
      const entry = await ledger.byTransactionId(input.holdId)
      if (!entry) return failWith('PAYMENT_NOT_FOUND')
      const earlier = earlierAnswer(entry, input)
      if (earlier) return earlier
      if (!isHeld(entry)) return failWith('PAYMENT_NOT_FOUND')
      const settleId = `rf_${randomId()}`
      await ledger.update(entry.id, {
        refundedAmount: entry.amount,
        refunds: [
          ...(entry.refunds ?? []),
          { idempotencyKey: input.idempotencyKey, refundId: settleId, kind: 'release', amount: entry.amount },
        ],
      })
      return { isOk: true, value: { settleId, isConfirmed: true } }
    },

    // The gateway keeps a hold until it is captured or released: an extension of one still held
    // is confirmed at once (asked again, the same).
    async extendHold(input) {
      const entry = await ledger.byTransactionId(input.holdId)
      if (!entry || !isHeld(entry)) return failWith('PAYMENT_NOT_FOUND')
      return { isOk: true, value: { settleId: `ex_${entry.transactionId}`, isConfirmed: true } }
    },
  }
}

/** Held and nothing of it captured or released yet. */
function isHeld(entry: LedgerEntry): boolean {
  return (
    entry.state === 'final' &&
    entry.bankCode === '000' &&
    entry.transactionStatus === 'P' &&
    (entry.refundedAmount ?? 0) === 0
  )
}

/** The answer given to an earlier capture or release asked with the same key. */
function earlierAnswer(entry: LedgerEntry, input: SettleHoldInput): Result<SettleHoldAnswer> | undefined {
  const earlier = (entry.refunds ?? []).find((item) => item.idempotencyKey === input.idempotencyKey)
  return earlier ? { isOk: true, value: { settleId: earlier.refundId, isConfirmed: true } } : undefined
}

function holdAnswerOf(entry: LedgerEntry, challengeUrl: (transactionId: string) => string) {
  if (entry.state === 'challenge') {
    return { kind: 'redirect' as const, holdId: entry.transactionId, url: challengeUrl(entry.transactionId) }
  }
  if (entry.bankCode === '000' && entry.transactionStatus === 'P') {
    return { kind: 'held' as const, holdId: entry.transactionId, maskedPan: entry.maskedPan }
  }
  return { kind: 'refused' as const, holdId: entry.transactionId }
}
