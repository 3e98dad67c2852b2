import { getLocale, getTranslations } from 'next-intl/server'

import { MINOR_UNITS_PER_MAJOR, money, toMajorUnits } from '@/domain/money/money'
import { trackingItem } from '@/domain/tracking/tracking-events'
import { coverRulesOf, levelInclusions } from '@/domain/booking/cover-rules'
import { protectionComparison } from '@/domain/booking/protection-choice'
import { chooseProtection } from '@/server/booking-flow/actions/choose-protection'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import type { ProtectionCoverage } from '@/server/booking-flow/protection-coverage'
import { CartTracking } from '@/ui/tracking/CartTracking'

import { AutoSubmitForm } from '../AutoSubmitForm'
import { StepActions } from '../StepActions'
import { StepFormFields } from '../StepFormFields'
import type { PriceDisplay } from '../summary/price-display'
import { AddonCard } from './AddonCard'
import { FALLBACK_COVERAGE } from './coverage-fallback'
import { NeverCovered } from './NeverCovered'
import { ProtectionLevelCard } from './ProtectionLevelCard'

type Props = {
  flow: Pick<FlowBooking, 'view' | 'services'>
  query: URLSearchParams
  display: PriceDisplay
  /** What each protection covers, and what none does, as editors wrote it. */
  coverage: ProtectionCoverage
  /** Where the choice is sent: the booking flow's own action unless given (manage mode). */
  action?: ((formData: FormData) => Promise<void>) | undefined
}

/**
 * The Insurance step form: the three protection levels side by side and the additional
 * protections. A choice reprices the booking at once (the form sends itself); 'Update price' does
 * the same without JavaScript; Continue stores the choice and opens the extras.
 */
export async function ProtectionForm({ flow, query, display, coverage, action = chooseProtection }: Props) {
  const [t, locale] = await Promise.all([getTranslations('booking.protection'), getLocale()])
  const { levels, addons, includedAddons } = protectionComparison(flow.view.Services)
  const serviceOf = (code: number) => flow.services.find((service) => service.code === code)
  const majorOf = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? undefined : toMajorUnits({ amount, currency: flow.view.Currency })
  const selectedLevel = levels.find((option) => option.isSelected)
  const days = flow.view.Days
  // Only protections' rows are read from it; the other services' rows are empty.
  const rules = coverRulesOf(flow.services)
  return (
    <AutoSubmitForm action={action} className="mt-6 space-y-8" data-testid="protection-form">
      <StepFormFields locale={locale} query={query} />
      <CartTracking
        listType="Booking"
        items={[...levels, ...addons].map((option) =>
          trackingItem({
            id: option.code,
            name: option.name,
            listType: 'Booking',
            price: money(
              Math.round(option.unitPrice * (option.isPerDay ? days : 1) * MINOR_UNITS_PER_MAJOR),
              flow.view.Currency,
            ),
            quantity: option.isSelected ? 1 : 0,
          }),
        )}
      />
      <fieldset>
        <legend className="text-xl font-semibold">{t('levelsTitle')}</legend>
        <p className="mt-1 text-sm text-muted">{t('levelsIntro')}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {levels.map((option) => {
            const lines = coverage.byCode.get(option.code) ?? []
            return (
              <ProtectionLevelCard
                key={option.level}
                option={option}
                description={serviceOf(option.code)?.description ?? ''}
                coverage={lines.length > 0 ? lines : FALLBACK_COVERAGE[option.level].map((key) => t(`coverage.${key}`))}
                excess={majorOf(serviceOf(option.code)?.excess)}
                deposit={majorOf(serviceOf(option.code)?.deposit)}
                inclusions={levelInclusions(rules, option.code, flow.services)}
                days={days}
                display={display}
              />
            )
          })}
        </div>
        <div className="mt-4">
          <NeverCovered title={t('neverCoveredTitle')} lines={coverage.neverCovered} />
        </div>
      </fieldset>
      {includedAddons.length > 0 && selectedLevel ? (
        <section aria-labelledby="included-addons-title" data-testid="included-addons">
          <h2 id="included-addons-title" className="text-xl font-semibold">
            {t('includedAddonsTitle', { level: selectedLevel.name })}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('includedAddonsIntro')}</p>
          <ul className="mt-3 grid gap-2 md:grid-cols-2">
            {includedAddons.map((addon) => (
              <li
                key={addon.code}
                className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3"
                data-testid="included-addon"
                data-code={addon.code}
              >
                <span className="flex gap-2 font-semibold text-ink">
                  <span aria-hidden="true" className="text-success">
                    ✓
                  </span>
                  {addon.name}
                </span>
                <span className="text-sm font-semibold text-success">{t('included')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
