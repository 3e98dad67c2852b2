import { getTranslations } from 'next-intl/server'

/** The sidebar summary before a car is chosen (SPEC §2): a skeleton with a short explanation. */
export async function SummarySkeleton() {
  const t = await getTranslations('booking.summary')
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="rounded-2xl border border-line bg-white p-5"
      data-testid="booking-summary"
      data-state="skeleton"
    >
      <h2 id="booking-summary-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('empty')}</p>
      <div aria-hidden="true" className="mt-4 space-y-3">
        <div className="h-24 rounded-lg bg-surface" />
        <div className="h-4 w-3/4 rounded bg-surface" />
        <div className="h-4 w-1/2 rounded bg-surface" />
        <div className="h-4 w-2/3 rounded bg-surface" />
        <div className="mt-4 h-8 rounded bg-surface" />
      </div>
    </section>
  )
}
