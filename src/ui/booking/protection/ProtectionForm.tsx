import { getLocale, getTranslations } from 'next-intl/server'

import { toMajorUnits } from '@/domain/money/money'
import { protectionComparison } from '@/domain/booking/protection-choice'
import { chooseProtection } from '@/server/booking-flow/actions/choose-protection'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'

import { AutoSubmitForm } from '../AutoSubmitForm'
import { StepActions } from '../StepActions'
import { StepFormFields } from '../StepFormFields'
import type { PriceDisplay } from '../summary/price-display'
import { AddonCard } from './AddonCard'
import { FALLBACK_COVERAGE } from './coverage-fallback'
import { ProtectionLevelCard } from './ProtectionLevelCard'

type Props = {
  flow: FlowBooking
  query: URLSearchParams
  display: PriceDisplay
  /** What each protection covers by service code, as editors wrote it. */
  coverage: ReadonlyMap<number, readonly string[]>
}

/**
 * The Insurance step form: the three protection levels side by side and the additional
 * protections. A choice reprices the booking at once (the form sends itself); 'Update price' does
 * the same without JavaScript; Continue stores the choice and opens the extras.
 */
export async function ProtectionForm({ flow, query, display, coverage }: Props) {
  const [t, locale] = await Promise.all([getTranslations('booking.protection'), getLocale()])
  const { levels, addons } = protectionComparison(flow.view.Services)
  const serviceOf = (code: number) => flow.services.find((service) => service.code === code)
  const excessOf = (code: number) => {
    const excess = serviceOf(code)?.excess
    return excess === null || excess === undefined
      ? undefined
      : toMajorUnits({ amount: excess, currency: flow.view.Currency })
  }
  const days = flow.view.Days
  return (
    <AutoSubmitForm action={chooseProtection} className="mt-6 space-y-8" data-testid="protection-form">
      <StepFormFields locale={locale} query={query} />
      <fieldset>
        <legend className="text-xl font-semibold">{t('levelsTitle')}</legend>
        <p className="mt-1 text-sm text-muted">{t('levelsIntro')}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {levels.map((option) => {
            const lines = coverage.get(option.code) ?? []
            return (
              <ProtectionLevelCard
                key={option.level}
                option={option}
                description={serviceOf(option.code)?.description ?? ''}
                coverage={lines.length > 0 ? lines : FALLBACK_COVERAGE[option.level].map((key) => t(`coverage.${key}`))}
                excess={excessOf(option.code)}
                days={days}
                display={display}
              />
            )
          })}
        </div>
      </fieldset>
      {addons.length > 0 ? (
        <fieldset>
          <legend className="text-xl font-semibold">{t('addonsTitle')}</legend>
          <p className="mt-1 text-sm text-muted">{t('addonsIntro')}</p>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {addons.map((addon) => (
              <AddonCard
                key={addon.code}
                addon={addon}
                description={serviceOf(addon.code)?.description ?? ''}
                days={days}
                display={display}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
      <StepActions total={display.format(flow.view.Total)} updateLabel={t('update')} continueLabel={t('continue')} />
    </AutoSubmitForm>
  )
}
