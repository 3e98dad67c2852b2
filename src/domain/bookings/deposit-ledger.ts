import type { Money } from '../money/money'
import { formatMoney } from '../money/money-format'
import type { DepositStatus } from './deposit-hold'

/** The deposit as the desk ledger reads it (ISK minor units, as held on the card). */
export type DeskDeposit = {
  readonly status: DepositStatus
  readonly amount: number
  readonly capturedAmount: number
  readonly reason: string | null | undefined
  readonly holdId: string | null | undefined
  readonly provider: string | null | undefined
  readonly maskedPan?: string | null | undefined
  readonly heldAt: string | null | undefined
  /** When staff asked the provider to capture or release (the ask, before its confirmation). */
  readonly settlingAt: string | null | undefined
  readonly capturedAt: string | null | undefined
  readonly releasedAt: string | null | undefined
}

/** A ledger line of the deposit, before the desk ledger formats its booking-currency amount. */
export type DepositLine = {
  readonly at: string
  readonly what: string
  readonly status: string
  readonly reference: string
  readonly amount: Money
  readonly isOut: boolean
}

const LOCALE = 'en-GB'

const isk = (amount: number): Money => ({ amount, currency: 'ISK' })

/**
 * The deposit's steps as ledger lines, each once the provider confirmed it: the hold, then either
 * its release, or the part captured for damage (with the reason) and the rest released with it. A
 * capture or release asked and not yet confirmed is a pending line. A hold never confirmed is no line.
 */
export function depositLines(deposit: DeskDeposit | undefined): DepositLine[] {
  if (!deposit || !deposit.heldAt) return []
  const reference = [deposit.holdId, deposit.maskedPan, deposit.provider].filter(Boolean).join(' · ')
  const lines: DepositLine[] = [
    {
      at: deposit.heldAt,
      what: 'Deposit authorised (held)',
      status: 'HELD',
      reference,
      amount: isk(deposit.amount),
      isOut: false,
    },
  ]
  const why = deposit.reason?.trim() ? `: ${deposit.reason.trim()}` : ''
  if (deposit.status === 'capturing' && deposit.settlingAt) {
    lines.push({
      at: deposit.settlingAt,
      what: `Deposit capture asked${why}`,
      status: 'pending',
      reference,
      amount: isk(deposit.capturedAmount),
      isOut: false,
    })
  }
  if (deposit.status === 'releasing' && deposit.settlingAt) {
    lines.push({
      at: deposit.settlingAt,
      what: 'Deposit release asked',
      status: 'pending',
      reference,
      amount: isk(deposit.amount),
      isOut: true,
    })
  }
  if (deposit.status === 'captured' && deposit.capturedAt) {
    lines.push({
      at: deposit.capturedAt,
      what: `Deposit captured${why}`,
      status: 'captured',
      reference,
      amount: isk(deposit.capturedAmount),
      isOut: false,
    })
    const rest = deposit.amount - deposit.capturedAmount
    if (rest > 0) {
      lines.push({
        at: deposit.capturedAt,
        what: 'Deposit released (the rest)',
        status: 'released',
        reference,
        amount: isk(rest),
        isOut: true,
      })
    }
  }
  if (deposit.status === 'released' && deposit.releasedAt) {
    lines.push({
      at: deposit.releasedAt,
      what: 'Deposit released',
      status: 'released',
      reference,
      amount: isk(deposit.amount),
      isOut: true,
    })
  }
  return lines
}

/** The deposit in one line for the desk: "Held on the card: 30,000 kr.", "Captured 12,000 kr. of … (bumper); the rest released." */
export function depositSummary(deposit: DeskDeposit | undefined): string {
  if (!deposit || deposit.status === 'none') return 'No deposit held yet.'
  const amount = formatMoney(isk(deposit.amount), LOCALE)
  switch (deposit.status) {
    case 'pending':
      return `Hold of ${amount} asked; waiting for the card holder and the provider.`
    case 'held':
      return `Held on the card: ${amount}`
    case 'capturing':
      return `Capture of ${formatMoney(isk(deposit.capturedAmount), LOCALE)} asked; waiting for the provider.`
    case 'releasing':
      return `Release of ${amount} asked; waiting for the provider.`
    case 'captured':
      return `Captured ${formatMoney(isk(deposit.capturedAmount), LOCALE)} of ${amount} (${deposit.reason ?? ''}); the rest released.`
    case 'released':
      return `Released: ${amount}`
    case 'failed':
      return `The card refused the hold of ${amount}; ask for another card.`
  }
}

/** The deposit group as stored on a booking (every field optional, as Payload reads it). */
export type StoredDepositFields = {
  readonly status?: DepositStatus | null
  readonly amount?: number | null
  readonly capturedAmount?: number | null
  readonly reason?: string | null
  readonly holdId?: string | null
  readonly provider?: string | null
  readonly maskedPan?: string | null
  readonly heldAt?: string | null
  readonly settlingAt?: string | null
  readonly capturedAt?: string | null
  readonly releasedAt?: string | null
}

/** The stored deposit as the desk reads it; undefined when none was ever asked. */
export function deskDepositOf(stored: StoredDepositFields | null | undefined): DeskDeposit | undefined {
  if (!stored?.status || stored.status === 'none') return undefined
  return {
    status: stored.status,
    amount: stored.amount ?? 0,
    capturedAmount: stored.capturedAmount ?? 0,
    reason: stored.reason,
    holdId: stored.holdId,
    provider: stored.provider,
    maskedPan: stored.maskedPan,
    heldAt: stored.heldAt,
    settlingAt: stored.settlingAt,
    capturedAt: stored.capturedAt,
    releasedAt: stored.releasedAt,
  }
}
