import 'server-only'

import { moneyConverter } from '@/domain/money/display-money'
import { toMajorUnits, type CurrencyCode, type Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import type { OfficeHours } from '@/domain/pricing/opening-hours'
import { DEFAULT_PRICE_LIST_ID } from '@/domain/pricing/price-list'
import type { Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'
import { payloadClient } from '@/server/payload'
import { activeServices, findPriceList, listOffices } from '@/server/rental/catalogue'

/** An office as the search box offers it: its id (the office code), name and opening hours. */
export type SearchBoxOffice = { readonly id: string; readonly name: string; readonly hours: OfficeHours }

/** What the search box needs from the rental engine; the same for every visitor (cacheable). */
export type SearchBoxData = {
  readonly offices: readonly SearchBoxOffice[]
  /** The out-of-hours fee, formatted in `currency`; undefined when the price list has none. */
  readonly outOfHoursFee: string | undefined
}

/**
 * The offices with their opening hours, and the out-of-hours fee of the price list the site books
 * against, shown in `currency`. Reads no cookie and no header: a cached page may carry it.
 */
export async function loadSearchBox(params: { locale: Locale; currency: CurrencyCode }): Promise<SearchBoxData> {
  const { locale, currency } = params
  const payload = await payloadClient()
  const [rentalOffices, services, rates] = await Promise.all([
    listOffices({ payload, locale }),
    activeServices({ payload, locale }),
    currentExchangeRates(),
  ])
  const offices = rentalOffices.map((office) => ({ id: office.code, name: office.name, hours: office.hours }))
  const priceList = await findPriceList({ payload, code: DEFAULT_PRICE_LIST_ID, services })
  if (!priceList.isOk || priceList.value.outOfHoursFee <= 0) return { offices, outOfHoursFee: undefined }
  const fee: Money = { amount: priceList.value.outOfHoursFee, currency: priceList.value.currency }
  const convert = moneyConverter({ from: fee.currency, to: currency, rates: rates.rates })
  return { offices, outOfHoursFee: formatMoney(convert(toMajorUnits(fee)), locale) }
}
