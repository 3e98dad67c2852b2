'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { withinRequestTime } from '@/server/async/request-deadline'
import { authoriseDeposit } from '@/server/bookings/commands/deposit-authorise'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { formDataArgument } from '@/server/http/action-arguments'
import { payloadClient } from '@/server/payload'
import { cardDetails } from '@/server/payments/api/card-details'
import { depositReturnUrl, providerCallbackUrl } from '@/server/payments/payment-urls'
import { paymentProvider } from '@/server/payments/registry'

import { localeOf, typedCard } from '../form-data'
import { DEPOSIT_PARAM, manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'

/**
 * The renter holds the deposit online from the manage page, in the 24 hours before pickup: with the
 * built-in gateway the card typed here (checked as a payment's card is, never kept), with a
 * provider whose own page takes the card (Adyen) on that page, which comes back to the manage page.
 * The manage page then shows the deposit as recorded (held, pending, or refused).
 */
export async function holdDepositOnline(input: FormData): Promise<void> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('holdDepositOnline', input)
    const locale = localeOf(formData)
    const now = new Date()
    const back = (outcome: string): never =>
      redirect(manageHref({ page: 'overview', locale, query: `${DEPOSIT_PARAM}=${outcome}` }))
    const managed = await loadManagedBooking({ locale, now })
    if (!managed) redirect(manageHref({ page: 'entry', locale }))
    const payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (!provider.isOk) return back('error')
    const card = typedCard(formData, provider.value.isCardOnProviderPage, now)
    if (card && !card.success) return back('card')
    const bookingId = managed.booking.id
    const outcome = await authoriseDeposit({
      payload,
      provider: provider.value,
      bookingId,
      channel: 'online',
      card: card?.success ? cardDetails(card.data) : undefined,
      email: managed.booking.client?.email ?? undefined,
      returnUrl: depositReturnUrl({ provider: provider.value.name, bookingId, to: 'manage', locale }),
      callbackUrl: providerCallbackUrl(provider.value.name),
      locale,
      now,
    })
    if (!outcome.isOk) return back('error')
    await performSoon(payload, outcome.effectIds)
    if (outcome.redirectUrl) redirect(outcome.redirectUrl)
    return back(outcome.status === 'failed' ? 'refused' : outcome.status)
  })
}
