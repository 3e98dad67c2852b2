import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Heading } from '@/ui/primitives/Heading'

import { RequestSubmitButton } from './RequestSubmitButton'

type Props = {
  action: (formData: FormData) => Promise<void>
  locale: string
  /** The step query, carried on to the confirmation. */
  query: string
  /** The price the booking will have once confirmed, formatted. */
  total: string
  /** What is held on the card at pickup, shown under the price. */
  depositNote?: ReactNode
}

/**
 * The payment step of a car offered on request: the price, no card, and plain words that this
 * sends a request, not yet a confirmed booking. Works without JavaScript (a plain form).
 */
export async function RequestForm({ action, locale, query, total, depositNote }: Props) {
  const t = await getTranslations('booking.payment.request')
  return (
    <form action={action} className="grid gap-5" data-testid="request-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="query" value={query} />
      <section
        role="note"
        aria-labelledby="request-notice-title"
        className="rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4 sm:p-6"
        data-testid="request-notice"
      >
        <Heading level={2} size={4} id="request-notice-title">
          {t('noticeTitle')}
        </Heading>
        <p className="mt-2">{t('noticeText')}</p>
      </section>
      <p className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-line bg-white p-4 sm:p-6">
        <span className="font-medium">{t('totalLabel')}</span>
        <span className="text-2xl font-bold" data-testid="request-total">
          {total}
        </span>
      </p>
      {depositNote}
      <div>
        <RequestSubmitButton label={t('submit')} pendingLabel={t('submitting')} />
      </div>
    </form>
  )
}
