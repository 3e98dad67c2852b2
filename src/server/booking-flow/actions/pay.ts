'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { localeOr } from '@/i18n/locales'
import { withinRequestTime } from '@/server/async/request-deadline'
import { formDataArgument } from '@/server/http/action-arguments'
import { clientIp } from '@/server/security/client-ip'

import { submitPayment } from '../payment-submit'

/**
 * The payment step's form (works without JavaScript too): pay now by card, or pay at pickup. Goes
 * on to the bank's card check, the confirmation, or back to the payment step with what went wrong.
 */
export async function payForBooking(input: FormData): Promise<never> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('payForBooking', input)
    const text = (name: string) => {
      const value = formData.get(name)
      return typeof value === 'string' ? value : undefined
    }
    const target = await submitPayment({
      locale: localeOr(text('locale')),
      query: new URLSearchParams(text('query') ?? ''),
      choice: text('paymentChoice'),
      card: {
        cardNumber: text('cardNumber'),
        cvc: text('cvc'),
        expiry: text('expiry'),
        cardholderName: text('cardholderName'),
      },
      idempotencyKey: text('idempotencyKey'),
      clientIp: await clientIp(),
      acceptedTerms: text('acceptTerms') === 'yes',
    })
    redirect(target)
  })
}
