import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { CURRENCY_CODES, type CurrencyCode } from '@/domain/money/money'

/**
 * Links to the same step with another display currency (SPEC §9), the rest of the query kept: a
 * query-only address stays on the page it is on, so any step can use it.
 */
export async function CurrencySwitch({ current, query }: { current: CurrencyCode; query: URLSearchParams }) {
  const t = await getTranslations('booking.summaryCard')
  return (
    <nav aria-label={t('currency')} data-testid="currency-switch">
      <ul className="flex gap-1 rounded-lg bg-surface p-1">
        {CURRENCY_CODES.map((code) => {
          const next = new URLSearchParams(query)
          next.set('currency', code)
          const isCurrent = code === current
          return (
            <li key={code} className="flex-1">
              <Link
                href={`?${next.toString()}`}
                scroll={false}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={t('showIn', { currency: code })}
                className={`flex min-h-11 items-center justify-center rounded-md text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${
                  isCurrent ? 'bg-white text-brand-900 shadow-xs ring-1 ring-line' : 'text-muted hover:text-ink'
                }`}
              >
                {code}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
