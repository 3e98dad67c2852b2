import 'server-only'

import {
  currencyEntities,
  currencyEntity,
  SPEC_COLLECTION_IDS,
  SPEC_COMPANY_ID,
  SPEC_DEFAULT_OFFICE,
  SPEC_PRICE_LIST_ID,
  type CurrencyEntity,
} from '@/domain/content/spec-ids'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { PAYMENT_CURRENCY } from '@/domain/payments/payment-amount'
import { DEFAULT_CURRENCY } from '@/domain/search/search-defaults'

import { currentExchangeRates } from '../exchange-rates'

/** What `GET /v1/ecommerce/settings` answers: the shop's currencies, ids and rates. */
export type ApiEcommerceSettings = {
  companyId: number
  currencies: CurrencyEntity[]
  defaultCurrency: CurrencyEntity
  paymentCurrency: CurrencyEntity
  defaultOffice: { id: number; code: string }
  priceListId: number
  collections: typeof SPEC_COLLECTION_IDS
  exchangeRates: { rates: ExchangeRates; fallback: boolean }
}

/** SPEC §9's shop settings: prices in EUR by default, payments in ISK, the spec's ids and today's rates. */
export async function ecommerceSettings(): Promise<ApiEcommerceSettings> {
  const rates = await currentExchangeRates()
  return {
    companyId: SPEC_COMPANY_ID,
    currencies: currencyEntities(),
    defaultCurrency: currencyEntity(DEFAULT_CURRENCY),
    paymentCurrency: currencyEntity(PAYMENT_CURRENCY),
    defaultOffice: SPEC_DEFAULT_OFFICE,
    priceListId: SPEC_PRICE_LIST_ID,
    collections: SPEC_COLLECTION_IDS,
    exchangeRates: { rates: rates.rates, fallback: rates.fallback },
  }
}
