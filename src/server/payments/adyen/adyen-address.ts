import 'server-only'

import type { BillingAddress } from '../provider'

/** Adyen's BillingAddress (Checkout API): every field but the state is required. */
export type AdyenBillingAddress = {
  readonly street: string
  readonly houseNumberOrName: string
  readonly postalCode: string
  readonly city: string
  readonly country: string
}

/**
 * The billing address as Adyen takes it: its street and house number apart ("Laugavegur 12" →
 * "Laugavegur", "12"). One whose number cannot be told apart is not sent: Adyen requires both.
 */
export function billingOf(address: BillingAddress | undefined): { billingAddress?: AdyenBillingAddress } {
  const parts = address && /^(.*\S)\s+(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)$/.exec(address.street.trim())
  if (!address || !parts?.[1] || !parts[2]) return {}
  return {
    billingAddress: {
      street: parts[1],
      houseNumberOrName: parts[2],
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
    },
  }
}
