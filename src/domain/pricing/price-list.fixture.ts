import type { OfficeHours } from './opening-hours'
import type { PriceList } from './price-list'
import { DEFAULT_DURATION_BANDS } from './price-list'

/** Test data shared by the pricing tests: EUR cents, bands 1-2 / 3-6 / 7-13 / 14+. */
export const PRICE_LIST: PriceList = {
  id: 148,
  currency: 'EUR',
  bands: DEFAULT_DURATION_BANDS,
  seasons: [
    {
      id: 'low-2025',
      from: '2025-01-01',
      to: '2025-05-31',
      dailyAmounts: { ECMR: [6000, 5000, 4500, 4000], CDAR: [8000, 7000, 6500, 6000] },
    },
    {
      id: 'high-2025',
      from: '2025-06-01',
      to: '2025-08-31',
      dailyAmounts: { ECMR: [9000, 8000, 7500, 7000], CDAR: [12000, 11000, 10500, 10000] },
    },
  ],
  services: [
    {
      code: 9,
      nameKey: 'services.standardProtection',
      group: 'protection',
      isOneTime: false,
      amount: 1500,
      amountByCategory: { CDAR: 2000 },
      maxQuantity: 1,
      isMaxOne: true,
    },
    {
      code: 12,
      nameKey: 'services.premiumProtection',
      group: 'protection',
      isOneTime: false,
      amount: 3000,
      maxQuantity: 1,
      isMaxOne: true,
    },
    {
      code: 17,
      nameKey: 'services.sandAndAsh',
      group: 'additional',
      isOneTime: false,
      amount: 800,
      maxQuantity: 1,
      isMaxOne: true,
    },
    {
      code: 501,
      nameKey: 'extras.childSeat',
      group: 'extra',
      isOneTime: false,
      amount: 700,
      maxQuantity: 3,
      isMaxOne: false,
    },
    { code: 502, nameKey: 'extras.gps', group: 'extra', isOneTime: true, amount: 2500, maxQuantity: 1, isMaxOne: true },
  ],
  youngDriverFees: { '21': { amount: 1500, isOneTime: false }, '19': { amount: 2500, isOneTime: false } },
  outOfHoursFee: 4000,
}

const OPEN_8_TO_20 = { opensAt: '08:00', closesAt: '20:00' }

/** Open 08:00-20:00 Monday to Saturday, closed Sundays and on Christmas Day 2025. */
export const OFFICE_HOURS: OfficeHours = {
  schedules: [
    {
      weekly: { 1: OPEN_8_TO_20, 2: OPEN_8_TO_20, 3: OPEN_8_TO_20, 4: OPEN_8_TO_20, 5: OPEN_8_TO_20, 6: OPEN_8_TO_20 },
    },
  ],
  holidays: ['2025-12-25'],
}
