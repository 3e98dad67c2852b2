import { getTranslations } from 'next-intl/server'

import type { Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import type { Locale } from '@/i18n/locales'

type Props = { deposit: Money | null; locale: Locale; className?: string }

/** The card deposit held at pickup, in one sentence; nothing when the rental engine holds none. */
export async function DepositNote({ deposit, locale, className }: Props) {
  if (!deposit) return null
  const t = await getTranslations({ locale, namespace: 'booking.deposit' })
  return (
    <p className={className ?? 'text-sm text-muted'} data-testid="deposit-note">
      {t('note', { amount: formatMoney(deposit, locale) })}
    </p>
  )
}
