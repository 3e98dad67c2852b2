import 'server-only'

import type { Payload } from 'payload'

import { outcomeKind } from '@/domain/payments/payment-attempt'
import { localeOr } from '@/i18n/locales'
import { performSoon } from '@/server/bookings/effects/perform-effects'

import { withDeadline } from '@/server/async/with-deadline'

import { findAttemptByReference } from './attempt-store'
import { confirmationPath } from './payment-urls'
import type { PaymentProvider } from './provider'
import { PROVIDER_CALL_MS } from './reconcile-attempt'
import { settlePayment } from './settle-payment'

/**
 * The browser is back from the provider's page: ask the provider for the transaction's status (the
 * return link itself proves nothing), settle it if final, and send the visitor to the confirmation
 * page in their language; a transaction the provider still has open shows as pending there.
 * Undefined when the link names no attempt of ours.
 */
export async function handleReturn(params: {
  payload: Payload
  provider: PaymentProvider
  query: URLSearchParams
  now: Date
}): Promise<string | undefined> {
  const { payload, provider, now } = params
  const returned = provider.handleReturn(params.query)
  if (!returned.isOk) return undefined
  const { reference } = returned.value
  const known = await withDeadline(provider.lookup(reference, returned.value), PROVIDER_CALL_MS).catch(() => undefined)
  if (known?.isOk && known.value.kind === 'final') {
    const settled = await settlePayment({ payload, reference, transaction: known.value.transaction, now })
    if (settled.isOk) await performSoon(payload, settled.value.effectIds)
  }
  const attempt = await findAttemptByReference(payload, reference)
  if (!attempt) return undefined
  const locale = localeOr(attempt.locale)
  return confirmationPath({ locale, outcome: outcomeKind(attempt.status), reference })
}
