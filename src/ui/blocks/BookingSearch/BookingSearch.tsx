import { getTranslations } from 'next-intl/server'

import { CURRENCY_CODES } from '@/domain/money/money'
import { searchDefaultsFor } from '@/domain/search/language-defaults'
import { AGE_BANDS } from '@/domain/search/search-defaults'
import { parseSearchFilters } from '@/domain/search/search-query'
import { getPathname } from '@/i18n/navigation'
import type { BookingSearchBlock } from '@/payload-types'
import { searchBoxValues } from '@/ui/booking/search-box-values'

import { BlockSection } from '../BlockSection'
import { SearchBox } from '../lazy'
import type { BlockProps } from '../types'

/** Where the home page's 'Find a car' button lands: this block. */
const BOOKING_SEARCH_ANCHOR = 'find-a-car'

/**
 * The car search box as a page block. The same HTML for every visitor (the page may be cached):
 * the language's country and currency, no dates (the browser fills in dates from today).
 */
export async function BookingSearch({ block, context }: BlockProps<BookingSearchBlock>) {
  const box = context.cars?.searchBox
  if (!box || box.offices.length === 0) return null
  const t = await getTranslations({ locale: context.locale, namespace: 'booking.search' })
  const query = block.pickupOffice ? { puLocation: block.pickupOffice, doLocation: block.pickupOffice } : {}
  const filters = parseSearchFilters(query, searchDefaultsFor(context.locale))
  const known = box.offices.some((office) => office.id === filters.puLocation)
  const first = box.offices[0]?.id ?? filters.puLocation
  return (
    <div id={BOOKING_SEARCH_ANCHOR} className="scroll-mt-20">
      <BlockSection type="bookingSearch" id={block.id} title={block.title ?? t('title')} isFlush>
        <SearchBox
          action={getPathname({ href: '/booking', locale: context.locale })}
          offices={box.offices}
          outOfHoursFee={box.outOfHoursFee}
          initial={{
            ...searchBoxValues(filters, undefined),
            ...(!known && { puLocation: first, doLocation: first }),
          }}
          ageOptions={AGE_BANDS.map((band) => ({
            value: String(band.minAge),
            label: t('driverAgeOption', { band: band.label }),
          }))}
          currencies={CURRENCY_CODES}
        />
      </BlockSection>
    </div>
  )
}
