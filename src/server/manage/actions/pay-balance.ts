'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { cardPaymentSchema } from '@/domain/validation/card'
import type { FormState } from '@/domain/validation/form-state'
import { payloadClient } from '@/server/payload'
import { paymentProvider } from '@/server/payments/registry'
import { formDataArgument } from '@/server/http/action-arguments'
import { clientIp } from '@/server/security/client-ip'

import { localeOf, safeValues } from '../form-data'
import { manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'
import { payManagedBalance } from '../pay-balance'

const CARD_SECRETS = ['cardNumber', 'cvc']

/**
 * The Payment step: the card is checked (SPEC §5), then the remaining balance is paid through the
 * payment port. Success goes to the contract; a 3-D Secure card first goes to its challenge page; a
 * refusal stays here with the reason. The card number and CVC are never sent back or kept.
 */
export async function payBalance(_previous: FormState, input: FormData): Promise<FormState> {
  const formData = formDataArgument('payBalance', input)
  const locale = localeOf(formData)
  const now = new Date()
  const managed = await loadManagedBooking({ locale, now })
  if (!managed) redirect(manageHref({ page: 'entry', locale }))
  const values = safeValues(formData, CARD_SECRETS)
  const card = cardPaymentSchema(now).safeParse({
    cardNumber: formData.get('cardNumber') ?? '',
    cvc: formData.get('cvc') ?? '',
    expiry: formData.get('expiry') ?? '',
    cardholderName: formData.get('cardholderName') ?? '',
  })
  if (!card.success) {
    return { values, errors: card.error.issues.map((issue) => ({ field: String(issue.path[0]), key: issue.message })) }
  }
  const payload = await payloadClient()
  const provider = paymentProvider(payload)
  if (!provider.isOk) return { values, errors: [], problem: 'PROVIDER_ERROR' }
  const key = String(formData.get('idempotencyKey') ?? '')
  const paid = await payManagedBalance({
    payload,
    provider: provider.value,
    access: managed.access,
    bookingNumber: managed.booking.number,
    card: card.data,
    successPath: manageHref({ page: 'confirmation', locale }),
    idempotencyKey: /^[\w-]{8,100}$/.test(key) ? `manage-${key}` : `manage-${crypto.randomUUID()}`,
    clientIp: await clientIp(),
    locale,
    now,
  })
  if (!paid.isOk) return { values, errors: [], problem: problemOf(paid.error.code) }
  if (paid.value.status === 'challenge') redirect(paid.value.redirectUrl)
  if (paid.value.outcome === 'failure') return { values, errors: [], problem: 'DECLINED' }
  redirect(manageHref({ page: 'confirmation', locale, query: `payment=${encodeURIComponent(paid.value.reference)}` }))
}

/** The form problem of a refused payment; the card testing limit has its own words (an hour, not 15 minutes). */
function problemOf(code: string): string {
  return code === 'TOO_MANY_ATTEMPTS' ? 'TOO_MANY_PAYMENT_ATTEMPTS' : code
}
