import { getLocale } from 'next-intl/server'

import { chooseCar } from '@/server/booking-ui/actions/choose-car'

type Props = {
  /** The 'Book now' target (SPEC §2): /booking/protection with the search query and the choice. */
  href: string
  label: string
  ariaLabel?: string
  className: string
}

/**
 * 'Book now' / 'Upgrade car': a form, not a link, because choosing a car holds it (SPEC §4: a
 * temporary booking). Works without JavaScript; the action lands on `href`.
 */
export async function ChooseCarForm({ href, label, ariaLabel, className }: Props) {
  const locale = await getLocale()
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''
  return (
    <form action={chooseCar} className="mt-auto" data-testid="choose-car">
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" aria-label={ariaLabel} className={`${className} w-full`}>
        {label}
      </button>
    </form>
  )
}
