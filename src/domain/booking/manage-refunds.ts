import {
  refundableOf,
  type LedgerCharge,
  type LedgerRefund,
  type RecordedRefund,
  type RefundKind,
  type RefundReason,
} from '../payments/booking-ledger'
import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import type { CurrencyCode, Money } from '../money/money'

/**
 * Money given back, as the visitor is told it: in the booking's currency and, when that differs, as
 * the card sees it (`charged`, ISK); refunded or released, when; and whether the card's provider has
 * confirmed it yet (`isConfirmed`: until then it is asked of the provider, not done).
 */
export type GivenBack = {
  readonly kind: RefundKind
  readonly reason: RefundReason
  readonly amount: Money
  readonly charged: Money | undefined
  readonly at: string
  readonly isConfirmed: boolean
}

/** What cancelling now gives back, in the booking's currency: collected money refunded, held money released. */
export type CancellationGiveBack = { readonly refund: Money; readonly release: Money }

/**
 * The refunds and releases recorded on a booking that count (asked for or done; a failed one left
 * the money with us), in the booking's currency at the booking's rates, oldest first.
 */
export function givenBackOf(params: {
  refunds: readonly RecordedRefund[]
  currency: CurrencyCode
  rates: Partial<ExchangeRates>
}): GivenBack[] {
  return params.refunds.flatMap((refund) => {
    if (refund.status === 'failed') return []
    const amount = convertMoney({ value: refund.amount, to: params.currency, rates: params.rates })
    return amount.isOk && amount.value.amount > 0
      ? [
          {
            kind: refund.kind,
            reason: refund.reason,
            amount: amount.value,
            charged: refund.amount.currency === params.currency ? undefined : refund.amount,
            at: refund.createdAt,
            isConfirmed: refund.status !== 'pending',
          },
        ]
      : []
  })
}

/**
 * The total of one kind of money given back, in the booking's currency and as charged; undefined
 * when there is none of that kind.
 */
export function sumOfGivenBack(
  givenBack: readonly GivenBack[],
  kind: RefundKind,
): { amount: Money; charged: Money | undefined } | undefined {
  const entries = givenBack.filter((entry) => entry.kind === kind)
  const [first] = entries
  if (!first) return undefined
  const sum = (pick: (entry: GivenBack) => Money | undefined): Money | undefined => {
    const values = entries.map(pick)
    const [head] = values
    if (!head || values.some((value) => value?.currency !== head.currency)) return undefined
    return { amount: values.reduce((total, value) => total + (value?.amount ?? 0), 0), currency: head.currency }
  }
  const amount = sum((entry) => entry.amount)
  return amount && amount.amount > 0 ? { amount, charged: sum((entry) => entry.charged) } : undefined
}

/**
 * What cancelling the booking now would give back (every payment's remainder), in the booking's
 * currency: zero and zero for a booking paid at pickup, where nothing was charged.
 */
export function cancellationGiveBack(params: {
  charges: readonly LedgerCharge[]
  refunds: readonly LedgerRefund[]
  currency: CurrencyCode
  rates: Partial<ExchangeRates>
}): CancellationGiveBack {
  const { charges, refunds, currency, rates } = params
  const sumOf = (status: LedgerCharge['status']) => {
    const isk = charges
      .filter((charge) => charge.status === status)
      .reduce((sum, charge) => sum + refundableOf(charge, refunds), 0)
    const converted = convertMoney({ value: { amount: isk, currency: 'ISK' }, to: currency, rates })
    return converted.isOk ? converted.value : { amount: 0, currency }
  }
  return { refund: sumOf('COLLECTED'), release: sumOf('PREAUTH') }
}
