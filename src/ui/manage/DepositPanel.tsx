import { getLocale, getTranslations } from 'next-intl/server'

import type { ManageDeposit } from '@/server/manage/manage-deposit'
import { holdDepositOnline } from '@/server/manage/actions/hold-deposit'

import { DepositHoldForm } from './DepositHoldForm'
import { formatAmount, formatOfficeDate } from './format'
import { ManageSection } from './ManageSection'

/** What the last online hold came back with, as the page's query says it. */
const OUTCOMES = ['held', 'pending', 'refused', 'card', 'error'] as const
type Outcome = (typeof OUTCOMES)[number]

function outcomeOf(value: string | undefined): Outcome | undefined {
  return OUTCOMES.find((outcome) => outcome === value)
}

/**
 * The deposit on the renter's card (ADR 018 §4): held, released on a date, or captured in part for
 * a reason with the rest released; and, only in the 24 hours before pickup while none is held,
 * "hold deposit now". Nothing when there is nothing to say.
 */
export async function DepositPanel({
  deposit,
  outcome,
  isCardOnProviderPage,
}: {
  deposit: ManageDeposit
  outcome: string | undefined
  isCardOnProviderPage: boolean
}) {
  if (deposit.status === 'none' && !deposit.toHoldNow) return null
  const [t, locale] = await Promise.all([getTranslations('manage.deposit'), getLocale()])
  const amount = formatAmount(deposit.amount, locale)
  const date = (value: string | null) => (value ? formatOfficeDate(value, locale) : '')
  const rest = { amount: deposit.amount.amount - deposit.capturedAmount.amount, currency: deposit.amount.currency }
  const status = (() => {
    switch (deposit.status) {
      case 'none':
        return undefined
      case 'pending':
        return t('pending', { amount })
      case 'held':
      case 'capturing':
        return t('held', { amount, date: date(deposit.heldAt) })
      case 'releasing':
        return t('releasing', { amount })
      case 'released':
        return t('released', { amount, date: date(deposit.releasedAt) })
      case 'captured':
        return t('captured', {
          captured: formatAmount(deposit.capturedAmount, locale),
          reason: deposit.reason ?? '',
          rest: formatAmount(rest, locale),
          date: date(deposit.capturedAt),
        })
      case 'failed':
        return t('failed', { amount })
    }
  })()
  const notice = outcomeOf(outcome)
  return (
    <ManageSection id="deposit-title" title={t('title')} testId="manage-deposit">
      {status ? (
        <p className="mt-2" data-testid="manage-deposit-status" data-status={deposit.status}>
          {status}
        </p>
      ) : null}
      {notice && notice !== 'held' && notice !== 'pending' ? (
        <p role="alert" className="mt-2 font-semibold text-danger">
          {t(`outcome.${notice}`)}
        </p>
      ) : null}
      {deposit.toHoldNow ? (
        <>
          <p className="mt-2 text-muted">{t('offer', { amount: formatAmount(deposit.toHoldNow, locale) })}</p>
          <DepositHoldForm
            action={holdDepositOnline}
            locale={locale}
            label={t('holdNow', { amount: formatAmount(deposit.toHoldNow, locale) })}
            pendingLabel={t('holding')}
            isCardOnProviderPage={isCardOnProviderPage}
          />
        </>
      ) : null}
    </ManageSection>
  )
}
