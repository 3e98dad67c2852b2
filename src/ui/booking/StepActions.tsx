import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/ui/primitives/button-styles'

type Props = {
  /** The booking total, formatted; repeated here for phones, where the summary sits below. */
  total: string
  /** The 'recalculate' button label (sends the form without going on); none when nothing to change. */
  updateLabel?: string | undefined
  continueLabel: string
}

/** The foot of a booking step form: the total on phones, 'update' and 'continue'. */
export async function StepActions({ total, updateLabel, continueLabel }: Props) {
  const t = await getTranslations('booking.summaryCard')
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-end">
      <p
        className="flex justify-between gap-3 text-lg font-bold sm:mr-auto sm:gap-2 lg:hidden"
        data-testid="step-total"
      >
        <span>{t('total')}</span>
        <span className="tabular-nums">{total}</span>
      </p>
      <button type="submit" name="intent" value="continue" className={`${buttonClass('primary')} sm:order-last`}>
        {continueLabel}
      </button>
      {updateLabel ? (
        <button type="submit" name="intent" value="update" className={buttonClass('outline')}>
          {updateLabel}
        </button>
      ) : null}
    </div>
  )
}
