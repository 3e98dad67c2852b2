import 'server-only'

import { z } from 'zod'

import { isDepositReference, type DepositWord } from '@/domain/bookings/deposit-hold'
import { failWith, type Result } from '@/domain/errors/result'
import { isCurrencyCode, type Money } from '@/domain/money/money'
import { assertCardAmount } from '@/domain/payments/whole-kronur'

import type {
  CreatePaymentAnswer,
  GiveBackInput,
  PaymentProvider,
  ProviderDeps,
  ProviderEvent,
  ProviderTransaction,
} from '../provider'
import { isSignedValue, SIGNATURE_HEADER, signValue, verifySignature } from '../signature'
import { deliverCallback } from './deliver-callback'
import { gatewayHolds } from './gateway-holds'
import { gatewayLedger, type LedgerEntry } from './ledger'
import { newEntryBase, randomId } from './gateway-entry'
import { cardBehaviour, CHALLENGE_DENIED, type BankAnswer } from './test-cards'

export const GATEWAY_NAME = 'gateway'

/** How long the 3-D Secure challenge page stays open. */
const CHALLENGE_MINUTES = 15

const callbackSchema = z.object({
  id: z.string().min(1),
  type: z.literal('transaction.updated'),
  data: z.object({
    transactionId: z.string().min(1),
    reference: z.string().min(1),
    bankCode: z.string(),
    transactionStatus: z.string(),
    maskedPan: z.string(),
  }),
})

export type GatewayProvider = PaymentProvider & {
  /** The challenge waiting on this transaction, for the challenge page; undefined when none. */
  pendingChallenge(transactionId: string, now: Date): Promise<{ amount: Money; maskedPan: string } | undefined>
  /** The card holder approved or denied the challenge: settles it, calls back, gives the return URL. */
  completeChallenge(params: { transactionId: string; isApproved: boolean; now: Date }): Promise<Result<string>>
}

/**
 * The built-in test gateway: behaves like a card provider (its own ledger, idempotency keys,
 * 3-D Secure step on a page of its own, signed callbacks posted to our callback URL in the
 * background, look-ups by our reference, refunds, releases of
 * pre-authorisations and voids of unfinished challenges), with the
 * deterministic test cards of ./test-cards. Only the masked PAN is recorded.
 */
export function createGatewayProvider(deps: ProviderDeps): GatewayProvider {
  const ledger = gatewayLedger(deps.payload)

  /** Posts the signed callback to the attempt's callback URL in the background, as a provider's webhook does. */
  function callBack(entry: LedgerEntry, answer: BankAnswer): void {
    const body = JSON.stringify({
      id: `evt_${randomId()}`,
      type: 'transaction.updated',
      data: { transactionId: entry.transactionId, reference: entry.reference, ...answer, maskedPan: entry.maskedPan },
    })
    deliverCallback({ url: entry.callbackUrl, secret: deps.webhookSecret, body })
  }

  function returnUrl(entry: LedgerEntry): string {
    const url = new URL(entry.returnUrl)
    url.searchParams.set('transaction', entry.transactionId)
    url.searchParams.set('reference', entry.reference)
    url.searchParams.set('sig', signValue(deps.webhookSecret, `${entry.transactionId}.${entry.reference}`))
    return url.toString()
  }

  const challengeUrl = (transactionId: string) =>
    new URL(`/api/payments/gateway/challenge/${transactionId}`, deps.siteUrl).toString()

  return {
    name: GATEWAY_NAME,
    isCardOnProviderPage: false,
    ...gatewayHolds({ ledger, callBack, challengeUrl }),

    async createPayment(input) {
      const known = await ledger.byIdempotencyKey(input.idempotencyKey)
      if (known) return { isOk: true, value: answerOf(known, deps.siteUrl) }
      const { card } = input
      if (!card) return failWith('CARD_INVALID')
      const behaviour = cardBehaviour(card.number)
      const base = newEntryBase(input, card.number)
      if (behaviour.kind === 'challenge') {
        const entry = await ledger.insert({
          ...base,
          state: 'challenge',
          challengeOutcome: behaviour.onApprove,
          expiresAt: new Date(input.now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
        })
        return { isOk: true, value: answerOf(entry, deps.siteUrl) }
      }
      const entry = await ledger.insert({ ...base, state: 'final', ...behaviour.answer })
      callBack(entry, behaviour.answer)
      return { isOk: true, value: answerOf(entry, deps.siteUrl) }
    },

    handleReturn(query) {
      const transactionId = query.get('transaction') ?? ''
      const reference = query.get('reference') ?? ''
      const signature = query.get('sig') ?? ''
      if (
        !transactionId ||
        !reference ||
        !isSignedValue(deps.webhookSecret, `${transactionId}.${reference}`, signature)
      )
        return failWith('PAYMENT_NOT_FOUND')
      return { isOk: true, value: { transactionId, reference } }
    },

    parseCallback(request) {
      const verified = verifySignature({
        secret: deps.webhookSecret,
        header: request.headers.get(SIGNATURE_HEADER),
        body: request.body,
        now: request.now,
        toleranceSeconds: deps.toleranceSeconds,
      })
      if (!verified.isOk) return verified
      const parsed = callbackSchema.safeParse(safeJson(request.body))
      if (!parsed.success) return failWith('INVALID_CALLBACK')
      const { id, data } = parsed.data
      const event: ProviderEvent = isDepositReference(data.reference)
        ? { kind: 'deposit', eventId: id, word: holdWord(data) }
        : { kind: 'payment', eventId: id, reference: data.reference, transaction: data }
      return { isOk: true, value: [event] }
    },

    async lookup(reference) {
      const entry = await ledger.byReference(reference)
      if (!entry || entry.state === 'voided') return { isOk: true, value: { kind: 'unknown' } }
      if (entry.state === 'challenge')
        return { isOk: true, value: { kind: 'open', transactionId: entry.transactionId } }
      return { isOk: true, value: { kind: 'final', transaction: transactionOf(entry) } }
    },

    refund: (input) => giveBack(ledger, input, 'refund'),

    async release(input) {
      const given = await giveBack(ledger, input, 'release')
      return given.isOk ? { isOk: true, value: { refundId: given.value.refundId, isConfirmed: true } } : given
    },

    async voidPayment(transactionId) {
      const entry = await ledger.byTransactionId(transactionId)
      if (!entry) return failWith('PAYMENT_NOT_FOUND')
      if (entry.state === 'final') return { isOk: true, value: { kind: 'final', transaction: transactionOf(entry) } }
      if (entry.state === 'challenge') await ledger.update(entry.id, { state: 'voided' })
      return { isOk: true, value: { kind: 'voided' } }
    },

    async pendingChallenge(transactionId, now) {
      const entry = await ledger.byTransactionId(transactionId)
      if (!entry || !isOpenChallenge(entry, now) || !isCurrencyCode(entry.currency)) return undefined
      return { amount: { amount: entry.amount, currency: entry.currency }, maskedPan: entry.maskedPan }
    },

    async completeChallenge({ transactionId, isApproved, now }) {
      const entry = await ledger.byTransactionId(transactionId)
      if (!entry || !isOpenChallenge(entry, now)) return failWith('CHALLENGE_NOT_FOUND')
      const approved = {
        bankCode: entry.challengeOutcome?.bankCode ?? '000',
        transactionStatus: entry.challengeOutcome?.transactionStatus ?? 'A',
      }
      const answer = isApproved ? approved : CHALLENGE_DENIED
      const settled = await ledger.update(entry.id, { state: 'final', ...answer })
      callBack(settled, answer)
      return { isOk: true, value: returnUrl(settled) }
    },
  }
}

/** Approved and captured ('A') for refunds, approved and held ('P') for releases. */
const GIVE_BACK_LETTER = { refund: 'A', release: 'P' } as const

/**
 * A refund or release on the gateway's ledger: only of an approved transaction of the right kind,
 * never more than it took or held in all, and once per idempotency key (asked again, the first
 * answer comes back).
 */
async function giveBack(
  ledger: ReturnType<typeof gatewayLedger>,
  input: GiveBackInput,
  kind: 'refund' | 'release',
): Promise<Result<{ refundId: string; isConfirmed: true; refundedAmount: Money }>> {
  const entry = await ledger.byTransactionId(input.transactionId)
  if (
    !entry ||
    entry.state !== 'final' ||
    entry.bankCode !== '000' ||
    entry.transactionStatus !== GIVE_BACK_LETTER[kind] ||
    !isCurrencyCode(entry.currency)
  )
    return failWith('PAYMENT_NOT_FOUND')
  const currency = entry.currency
  const done = entry.refunds ?? []
  const refunded = entry.refundedAmount ?? 0
  const earlier = done.find((item) => item.idempotencyKey === input.idempotencyKey)
  if (earlier)
    return {
      isOk: true,
      value: { refundId: earlier.refundId, isConfirmed: true, refundedAmount: { amount: refunded, currency } },
    }
  assertCardAmount(input.amount)
  const total = refunded + input.amount.amount
  if (input.amount.currency !== currency || input.amount.amount <= 0 || total > entry.amount)
    return failWith('AMOUNT_TOO_HIGH', { balance: (entry.amount - refunded) / 100 })
  const refundId = `rf_${randomId()}`
  await ledger.update(entry.id, {
    refundedAmount: total,
    refunds: [...done, { idempotencyKey: input.idempotencyKey, refundId, kind, amount: input.amount.amount }],
  })
  return { isOk: true, value: { refundId, isConfirmed: true, refundedAmount: { amount: total, currency } } }
}

/** A callback on a deposit hold: pre-authorised ('000' 'P') is held, anything else refused. */
function holdWord(data: z.infer<typeof callbackSchema>['data']): DepositWord {
  return data.bankCode === '000' && data.transactionStatus === 'P'
    ? { step: 'authorised', reference: data.reference, holdId: data.transactionId, maskedPan: data.maskedPan }
    : { step: 'refused', reference: data.reference }
}

function answerOf(entry: LedgerEntry, siteUrl: string): CreatePaymentAnswer {
  if (entry.state === 'challenge') {
    const url = new URL(`/api/payments/gateway/challenge/${entry.transactionId}`, siteUrl).toString()
    return { kind: 'redirect', transactionId: entry.transactionId, maskedPan: entry.maskedPan, url }
  }
  return { kind: 'final', transaction: transactionOf(entry) }
}

function transactionOf(entry: LedgerEntry): ProviderTransaction {
  return {
    transactionId: entry.transactionId,
    bankCode: entry.bankCode ?? '',
    transactionStatus: entry.transactionStatus ?? '',
    maskedPan: entry.maskedPan,
  }
}

function isOpenChallenge(entry: LedgerEntry, now: Date): boolean {
  return entry.state === 'challenge' && (!entry.expiresAt || new Date(entry.expiresAt).getTime() > now.getTime())
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
