import 'server-only'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { currentExchangeRates } from '@/server/exchange-rates'

/** The rates a booking's money is shown at: ISK at the rate locked on the booking, the rest current. */
export async function bookingRates(booking: {
  readonly exchangeRate?: number | null | undefined
}): Promise<Partial<ExchangeRates>> {
  const { rates } = await currentExchangeRates()
  return booking.exchangeRate ? { ...rates, ISK: booking.exchangeRate } : rates
}
