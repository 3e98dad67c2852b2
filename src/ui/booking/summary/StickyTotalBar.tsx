import { getTranslations } from 'next-intl/server'

type Props = {
  /** The booking total, formatted in the display currency. */
  total: string
  /** The id of the summary the bar opens. */
  targetId?: string
}

/**
 * Phones only: the running total stays in view at the bottom of every step, and 'View summary'
 * opens the booking summary (it sits below the step's content on a narrow screen). A spacer keeps
 * the page's last content clear of the bar.
 */
export async function StickyTotalBar({ total, targetId = 'booking-summary' }: Props) {
  const t = await getTranslations('booking.summaryCard')
  return (
    <>
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
        data-testid="sticky-total"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <p className="flex flex-col leading-tight">
            <span className="text-xs text-muted">{t('total')}</span>
            <span className="text-lg font-extrabold tabular-nums" data-testid="sticky-total-amount">
              {total}
            </span>
          </p>
          <a
            href={`#${targetId}`}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700"
          >
            {t('viewSummary')}
          </a>
        </div>
      </div>
    </>
  )
}
