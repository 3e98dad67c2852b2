import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { authoriseDeposit, type AuthoriseDepositOutcome } from '@/server/bookings/commands/deposit-authorise'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { localeOr } from '@/i18n/locales'

import { depositReturnUrl, providerCallbackUrl } from '../payment-urls'
import type { CardDetails } from '../provider'
import { paymentProvider } from '../registry'

/**
 * Staff at the counter authorise the booking's deposit with the provider new payments use: the
 * card typed at the desk (the built-in gateway), or the provider's own page handed to the renter
 * (Adyen: its URL is answered), which comes back to the desk's booking page.
 */
export async function authoriseDepositAtCounter(params: {
  payload: Payload
  bookingId: number
  card: CardDetails | undefined
  actor: StaffActor
  requestKey: string
  now: Date
}): Promise<AuthoriseDepositOutcome | { readonly isOk: false; readonly refusal: 'CARD_NEEDED' }> {
  const { payload, bookingId } = params
  const provider = paymentProvider(payload)
  if (!provider.isOk) return { isOk: false, refusal: 'NO_DEPOSIT' }
  const card = provider.value.isCardOnProviderPage ? undefined : params.card
  if (!provider.value.isCardOnProviderPage && !card) return { isOk: false, refusal: 'CARD_NEEDED' }
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, disableErrors: true })
  if (!booking) return { isOk: false, refusal: 'NOT_CONFIRMED' }
  const locale = localeOr(booking.locale)
  const outcome = await authoriseDeposit({
    payload,
    provider: provider.value,
    bookingId,
    channel: 'counter',
    card,
    actor: params.actor,
    requestKey: params.requestKey,
    email: booking.client?.email ?? undefined,
    returnUrl: depositReturnUrl({ provider: provider.value.name, bookingId, to: 'desk', locale }),
    callbackUrl: providerCallbackUrl(provider.value.name),
    locale,
    now: params.now,
  })
  if (outcome.isOk) await performSoon(payload, outcome.effectIds)
  return outcome
}
