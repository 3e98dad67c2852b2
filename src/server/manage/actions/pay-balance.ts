'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { PAYMENT_ERROR_PARAM, toPaymentStepError } from '@/domain/payments/payment-choice'
import { withinRequestTime } from '@/server/async/request-deadline'
import { payloadClient } from '@/server/payload'
import { paymentProvider } from '@/server/payments/registry'
import { formDataArgument } from '@/server/http/action-arguments'
import { clientIp } from '@/server/security/client-ip'

import { localeOf, typedCard } from '../form-data'
import { DECLINED_PARAM, manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'
import { payManagedBalance } from '../pay-balance'

/**
 * The Payment step of manage mode, posted by the booking flow's payment form: the card is checked
 * (SPEC §5), then the remaining balance is paid through the payment port. Success goes to the
 * contract; a 3-D Secure card first goes to its challenge page; a refusal comes back to the step
 * with the booking flow's notice. The card number and CVC are never sent back or kept.
 */
export async function payManageBalance(input: FormData): Promise<void> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('payManageBalance', input)
    const locale = localeOf(formData)
    const now = new Date()
    const back = (query: string): never => redirect(manageHref({ page: 'payment', locale, query }))
    const managed = await loadManagedBooking({ locale, now })
    if (!managed) redirect(manageHref({ page: 'entry', locale }))
    const payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (!provider.isOk) return back(`${PAYMENT_ERROR_PARAM}=PROVIDER_ERROR`)
    // A provider whose own page takes the card (Adyen) gets none from our form.
    const card = typedCard(formData, provider.value.isCardOnProviderPage, now)
    if (card && !card.success) return back(`${PAYMENT_ERROR_PARAM}=CARD_INVALID`)
    const key = String(formData.get('idempotencyKey') ?? '')
    const paid = await payManagedBalance({
      payload,
      provider: provider.value,
      access: managed.access,
      bookingNumber: managed.booking.number,
      card: card?.data,
      successPath: manageHref({ page: 'confirmation', locale }),
      idempotencyKey: /^[\w-]{8,100}$/.test(key) ? `manage-${key}` : `manage-${crypto.randomUUID()}`,
      clientIp: await clientIp(),
      locale,
      now,
    })
    if (!paid.isOk) return back(`${PAYMENT_ERROR_PARAM}=${toPaymentStepError(paid.error.code)}`)
    if (paid.value.status === 'challenge') redirect(paid.value.redirectUrl)
    if (paid.value.outcome === 'failure') return back(`${DECLINED_PARAM}=1`)
    redirect(manageHref({ page: 'confirmation', locale, query: `payment=${encodeURIComponent(paid.value.reference)}` }))
  })
}
