import { getTranslations } from 'next-intl/server'
import type React from 'react'

import type { Locale } from '@/i18n/locales'
import type { ManagedBooking } from '@/server/manage/managed-booking'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { priceDisplay, type PriceDisplay } from '@/ui/booking/summary/price-display'
import { ManageStepView } from '@/ui/manage/ManageStepView'

type OpenedStep = { locale: Locale; managed: ManagedBooking; query: URLSearchParams; display: PriceDisplay }

/**
 * A manage step page before payment: opens the managed booking (or the look-up), prices it for
 * the visitor's currency and shows the step's form, given by `form`, in the manage step frame
 * with its title (`manage.<step>.title`) and intro.
 */
export async function manageStepPage(
  props: ManageStepProps,
  step: 'protection' | 'extras' | 'detail',
  form: (opened: OpenedStep) => React.ReactNode | Promise<React.ReactNode>,
) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const t = await getTranslations('manage')
  const display = priceDisplay({ flow: managed, query, rates, locale })
  return (
    <ManageStepView
      step={step}
      managed={managed}
      query={query}
      display={display}
      title={t(`${step}.title`)}
      intro={t(`${step}.intro`)}
    >
      {await form({ locale, managed, query, display })}
    </ManageStepView>
  )
}
