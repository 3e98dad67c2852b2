import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import type { Money } from '../money/money'
import { PAYMENT_CURRENCY } from '../payments/payment-amount'
import type { CancellationTerms } from './cancellation'

/** An amount in the booking's currency, and in ISK as the card is charged when that differs. */
export type TwoCurrencies = { readonly amount: Money; readonly charged: Money | undefined }

/**
 * What a page, e-mail or voucher says of cancelling, chosen from the booking's terms (the texts
 * are `cancellationTerms.<key>` in every language):
 * - free: free of charge until the deadline, all paid refunded;
 * - fee: the free window has passed, cancelling now keeps one rental day (`fee`) of what was paid;
 * - feeNothingPaid: as fee, but nothing was paid (pay at pickup), so cancelling costs nothing;
 * - started: the pickup time has come, cancelling is no longer online;
 * - none: the booking cannot be cancelled (not confirmed), nothing to say.
 */
export type CancellationNotice =
  | { readonly key: 'free'; readonly deadline: Date }
  | {
      readonly key: 'fee' | 'feeNothingPaid'
      readonly deadline: Date
      readonly fee: TwoCurrencies
      /** What cancelling now keeps and refunds of what was paid (ISK and the booking's currency). */
      readonly kept: TwoCurrencies
      readonly refund: TwoCurrencies
      readonly paid: TwoCurrencies
    }
  | { readonly key: 'started' }
  | { readonly key: 'none' }

export function cancellationNotice(params: {
  terms: CancellationTerms
  rates: Partial<ExchangeRates>
}): CancellationNotice {
  const { terms, rates } = params
  if (terms.kind === 'closed') return terms.reason === 'STARTED' ? { key: 'started' } : { key: 'none' }
  if (terms.kind === 'free') return { key: 'free', deadline: terms.deadline }
  const currency = terms.fee.currency
  const fromIsk = (amount: number): TwoCurrencies => twoCurrencies({ isk: amount, currency, rates })
  const fee: TwoCurrencies = {
    amount: terms.fee,
    charged: currency === PAYMENT_CURRENCY ? undefined : { amount: terms.feeIsk, currency: PAYMENT_CURRENCY },
  }
  return {
    key: terms.paidIsk > 0 ? 'fee' : 'feeNothingPaid',
    deadline: terms.deadline,
    fee,
    // The whole fee kept reads as the fee itself: its ISK is rounded down to whole krónur (ADR 033),
    // and read back it could show a cent less than the day it is.
    kept: terms.keptIsk === terms.feeIsk ? fee : fromIsk(terms.keptIsk),
    refund: fromIsk(terms.refundIsk),
    paid: fromIsk(terms.paidIsk),
  }
}

/**
 * ISK minor units shown in the booking's currency too, rounded half-up as the refunds are shown: a
 * fee charged as one day in euros rounded down to ISK reads back as that day in euros.
 */
export function twoCurrencies(params: {
  isk: number
  currency: Money['currency']
  rates: Partial<ExchangeRates>
}): TwoCurrencies {
  const charged: Money = { amount: params.isk, currency: PAYMENT_CURRENCY }
  if (params.currency === PAYMENT_CURRENCY) return { amount: charged, charged: undefined }
  const converted = convertMoney({ value: charged, to: params.currency, rates: params.rates })
  return converted.isOk ? { amount: converted.value, charged } : { amount: charged, charged: undefined }
}

/** The texts a notice is written with (`cancellationTerms.*` of the messages). */
export type CancellationTextKey = 'free' | 'fee' | 'feeNothingPaid' | 'started' | 'charged'

/**
 * The notice as one sentence in the reader's language: `t` translates `cancellationTerms.<key>`,
 * `money` and `date` write amounts and the deadline as the page or e-mail does. A fee is named in
 * the booking's currency with the ISK charged beside it when they differ. Undefined for 'none';
 * `phone` (help day and night, 'none' when there is none) is what 'started' asks to call.
 */
export function cancellationSentence(params: {
  notice: CancellationNotice
  t: (key: CancellationTextKey, values: Record<string, string>) => string
  money: (value: Money) => string
  date: (instant: Date) => string
  phone?: string | null | undefined
}): string | undefined {
  const { notice, t } = params
  if (notice.key === 'none') return undefined
  if (notice.key === 'started') return t('started', { phone: params.phone || 'none' })
  const deadline = params.date(notice.deadline)
  if (notice.key === 'free') return t('free', { deadline })
  return t(notice.key, { deadline, fee: twoCurrencyText(notice.fee, params) })
}

/** `€45.00 (6,300 kr. on your card)`, or one amount when the booking is in ISK. */
export function twoCurrencyText(
  value: TwoCurrencies,
  params: { t: (key: 'charged', values: Record<string, string>) => string; money: (value: Money) => string },
): string {
  const amount = params.money(value.amount)
  return value.charged ? params.t('charged', { amount, charged: params.money(value.charged) }) : amount
}
