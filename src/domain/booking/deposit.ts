import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import { money, type CurrencyCode, type Money } from '../money/money'
import { depositFor, type CoverRules } from './cover-rules'
import { isMainProtection, protectionLevel, type ProtectionVariant } from './services'

/** The rental engine holds its amounts (protection deposits among them) in euro cents. */
export const ENGINE_CURRENCY: CurrencyCode = 'EUR'

/**
 * The card deposit held at pickup for a booking: that of the main protection it has (the last one
 * chosen; Basic when none) for the car's size, in the booking's currency. Null when the engine
 * holds no deposit for that level; kept in euros should the rate to the booking's currency be missing.
 */
export function bookingDeposit(params: {
  rules: CoverRules
  /** Codes of the services the booking has chosen, in the order chosen. */
  selectedCodes: readonly number[]
  variant: ProtectionVariant
  currency: CurrencyCode
  rates: Partial<ExchangeRates>
}): Money | null {
  const main = params.selectedCodes.findLast(isMainProtection)
  const amount = depositFor(params.rules, protectionLevel(main), params.variant)
  if (amount === null) return null
  const inEuros = money(amount, ENGINE_CURRENCY)
  const converted = convertMoney({ value: inEuros, to: params.currency, rates: params.rates })
  return converted.isOk ? converted.value : inEuros
}
