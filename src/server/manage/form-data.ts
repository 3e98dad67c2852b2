import 'server-only'

import { cardPaymentSchema } from '@/domain/validation/card'
import { type Locale, localeOr } from '@/i18n/locales'

/** The language the form was sent in (a hidden field), the default language when missing or unknown. */
export function localeOf(formData: FormData): Locale {
  const value = formData.get('locale')
  return localeOr(value)
}

/**
 * The card typed on a manage form, checked as a payment's card is (never kept); undefined when the
 * provider's own page takes the card (Adyen) and the form sends none.
 */
export function typedCard(formData: FormData, isCardOnProviderPage: boolean, now: Date) {
  if (isCardOnProviderPage) return undefined
  return cardPaymentSchema(now).safeParse({
    cardNumber: formData.get('cardNumber') ?? '',
    cvc: formData.get('cvc') ?? '',
    expiry: formData.get('expiry') ?? '',
    cardholderName: formData.get('cardholderName') ?? '',
  })
}
