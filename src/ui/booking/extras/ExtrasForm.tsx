import { getLocale, getTranslations } from 'next-intl/server'

import { extraOptions } from '@/domain/booking/extras-choice'
import { MINOR_UNITS_PER_MAJOR, money } from '@/domain/money/money'
import { trackingItem } from '@/domain/tracking/tracking-events'
import { saveExtras } from '@/server/booking-flow/actions/save-extras'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import { CartTracking } from '@/ui/tracking/CartTracking'

import { AutoSubmitForm } from '../AutoSubmitForm'
import { StepActions } from '../StepActions'
import { StepFormFields } from '../StepFormFields'
import type { PriceDisplay } from '../summary/price-display'
import { ExtraItem } from './ExtraItem'

type Props = {
  flow: Pick<FlowBooking, 'view' | 'services'>
  query: URLSearchParams
  display: PriceDisplay
  /** Where the quantities are sent: the booking flow's own action unless given (manage mode). */
  action?: ((formData: FormData) => Promise<void>) | undefined
}

/**
 * The Extras step form: each extra with its quantity. A stepper press or a ticked box reprices the
 * booking; 'Update total' sends typed quantities; Continue stores them and opens the details step.
 */
export async function ExtrasForm({ flow, query, display, action = saveExtras }: Props) {
  const [t, locale] = await Promise.all([getTranslations('booking.extras'), getLocale()])
  const extras = extraOptions(flow.view.Services)
  const descriptionOf = (code: number) => flow.services.find((service) => service.code === code)?.description ?? ''
  return (
    <AutoSubmitForm action={action} className="mt-6 space-y-6" data-testid="extras-form">
      <StepFormFields locale={locale} query={query} />
      <CartTracking
        listType="Extra"
        items={extras.map((extra) =>
          trackingItem({
            id: extra.code,
            name: extra.name,
            listType: 'Extra',
            price: money(Math.round(extra.unitTotal * MINOR_UNITS_PER_MAJOR), flow.view.Currency),
            quantity: extra.quantity,
          }),
        )}
      />
      {extras.length > 0 ? (
        <ul className="space-y-3">
          {extras.map((extra) => (
            <ExtraItem key={extra.code} extra={extra} description={descriptionOf(extra.code)} display={display} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-4 text-muted">{t('none')}</p>
      )}
      <StepActions
        total={display.format(flow.view.Total)}
        updateLabel={extras.length > 0 ? t('update') : undefined}
        continueLabel={t('continue')}
      />
    </AutoSubmitForm>
  )
}
