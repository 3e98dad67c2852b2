import 'server-only'

import type { Payload } from 'payload'

import { SPECIAL_FILTERS } from '@/domain/search/car-filters'
import { FUEL_TYPES } from '@/domain/fleet/fuel-type'
import { CURRENCY_CODES } from '@/domain/money/money'
import {
  AGE_BANDS,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_DRIVER_AGE,
  DEFAULT_PICKUP_LOCATION_ID,
  DEFAULT_RETURN_LOCATION_ID,
  DEFAULT_TIME,
  DRIVER_AGE_OPTIONS,
  TIME_SLOTS,
} from '@/domain/search/search-defaults'
import { DEFAULT_WEB_CATEGORY, WEB_CATEGORIES } from '@/domain/fleet/web-categories'
import type { Locale } from '@/i18n/locales'

import { listOffices } from './catalogue'

const CURRENCY_SYMBOLS: Record<(typeof CURRENCY_CODES)[number], string> = { EUR: '€', ISK: 'kr.', USD: '$', GBP: '£' }

/** The search form's options in lists (SPEC §7 GET /api/car-info, §3 search filters). */
export async function carInfo(params: { payload: Payload; locale: Locale }) {
  const offices = await listOffices(params)
  return {
    offices: offices.map((office) => ({
      id: office.code,
      name: office.name,
      iataCode: office.iataCode,
      isAirport: office.isAirport,
    })),
    driverAges: AGE_BANDS.map((band) => ({ id: band.id, label: band.label, minAge: band.minAge })),
    driverAgeOptions: DRIVER_AGE_OPTIONS,
    timeSlots: TIME_SLOTS,
    currencies: CURRENCY_CODES.map((code) => ({ id: code, code, name: code, symbol: CURRENCY_SYMBOLS[code] })),
    webCategories: WEB_CATEGORIES.map((category) => ({ id: category.id, label: category.label })),
    specialFilters: SPECIAL_FILTERS,
    fuelTypes: FUEL_TYPES,
    defaults: {
      puLocation: DEFAULT_PICKUP_LOCATION_ID,
      doLocation: DEFAULT_RETURN_LOCATION_ID,
      time: DEFAULT_TIME,
      driverAge: DEFAULT_DRIVER_AGE,
      country: DEFAULT_COUNTRY,
      currency: DEFAULT_CURRENCY,
      webCategory: DEFAULT_WEB_CATEGORY,
    },
  }
}
