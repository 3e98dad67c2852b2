import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import { money, type CurrencyCode, type Money } from '../money/money'

/** A damage price list item as the collection holds it: localized texts, the price in whole krónur. */
export type DamagePriceEntry = {
  readonly id: number
  readonly name: string
  readonly description?: string | null | undefined
  /** Whole krónur, VAT included: what check-in charges (ADR 030). */
  readonly price: number
}

/** One row of the published list: what is charged (ISK) and the same price in the visitor's currency. */
export type DamagePriceRow = {
  readonly id: number
  readonly name: string
  readonly description: string
  /** The amount a charge takes, ISK minor units, exactly as check-in copies it. */
  readonly charged: Money
  /** The charged amount shown in the visitor's currency (the charge itself is always in ISK). */
  readonly shown: Money
}

/**
 * The damage price list as a page shows it (issue 32: one fact, one source): each item's price in
 * ISK exactly as check-in charges it (whole krónur × 100, like `readDamagePrices`), and that price
 * converted to the visitor's currency at the site's exchange rates, rounded half-up to hundredths
 * like every displayed conversion. Should a rate be missing, the ISK price is shown rather than a
 * wrong one. Items keep the collection's order; an item with no price is left out.
 */
export function damagePriceRows(
  entries: readonly DamagePriceEntry[],
  display: { readonly currency: CurrencyCode; readonly rates: Partial<ExchangeRates> },
): DamagePriceRow[] {
  return entries.flatMap((entry) => {
    if (!Number.isSafeInteger(entry.price) || entry.price <= 0) return []
    const charged = money(entry.price * 100, 'ISK')
    const converted = convertMoney({ value: charged, to: display.currency, rates: display.rates })
    return [
      {
        id: entry.id,
        name: entry.name,
        description: entry.description?.trim() ?? '',
        charged,
        shown: converted.isOk ? converted.value : charged,
      },
    ]
  })
}
