import { getLocale, getTranslations } from 'next-intl/server'

import { twoCurrencyText } from '@/domain/booking/cancellation-notice'
import type { GivenBack } from '@/domain/booking/manage-refunds'

import { formatAmount, formatOfficeDate } from './format'

import { ManageSection } from './ManageSection'

/**
 * The money the booking gave back (after a downgrade, or a payment beyond the balance): how much,
 * to the card (in the booking's currency and in ISK as charged), when, and when it reaches the account (issue 16, item 7). Nothing when none.
 * A refund the card's provider has not confirmed yet is told as being given back, not as done.
 */
export async function GivenBackList({ givenBack }: { givenBack: readonly GivenBack[] }) {
  if (givenBack.length === 0) return null
  const [t, tTerms, locale] = await Promise.all([
    getTranslations('manage.refunds'),
    getTranslations('cancellationTerms'),
    getLocale(),
  ])
  const amountOf = (entry: GivenBack) =>
    twoCurrencyText(entry, { t: (key, values) => tTerms(key, values), money: (value) => formatAmount(value, locale) })
  return (
    <ManageSection id="refunds-title" title={t('title')} testId="manage-refunds" tone="good">
      <ul className="mt-2 grid gap-1 text-sm">
        {givenBack.map((entry) => (
          <li key={`${entry.kind}-${entry.at}-${entry.amount.amount}`} data-testid="manage-refund">
            {t(entry.isConfirmed ? entry.kind : `${entry.kind}Asked`, {
              amount: amountOf(entry),
              date: formatOfficeDate(entry.at, locale),
            })}
          </li>
        ))}
      </ul>
    </ManageSection>
  )
}
