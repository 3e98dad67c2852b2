import { getLocale, getTranslations } from 'next-intl/server'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'
import { chooseCar } from '@/server/booking-flow/actions/choose-car'

import { ChooseCarFormClient } from './ChooseCarFormClient'

type Props = {
  /** The 'Book now' target (SPEC §2): /booking/protection with the search query and the choice. */
  href: string
  label: string
  ariaLabel?: string
  className: string
  /** A recommended car (upgrade panel): SPEC §4's overlay, 500 ms, scroll to top, then the route. */
  isRecommended?: boolean
  /** The select_item payload sent when the car is chosen (SPEC §9). */
  selectEvent?: EcommercePayload | undefined
}

/**
 * 'Book now' / 'Upgrade car': a form, not a link, because choosing a car holds it (SPEC §4: a
 * temporary booking). Works without JavaScript; the action lands on `href`. With JavaScript a
 * loading overlay covers the page while the car is reserved.
 */
export async function ChooseCarForm({ href, label, ariaLabel, className, isRecommended = false, selectEvent }: Props) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('booking.loading')])
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''
  return (
    <ChooseCarFormClient
      action={chooseCar}
      label={label}
      ariaLabel={ariaLabel}
      className={className}
      overlayLabel={t('reserving')}
      isRecommended={isRecommended}
      selectEvent={selectEvent}
    >
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="locale" value={locale} />
    </ChooseCarFormClient>
  )
}
