import 'server-only'

import { stepPath, type StepId } from '@/domain/booking/booking-steps'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** The query flag of a card the bank refused on the manage payment step. */
export const DECLINED_PARAM = 'declined'

/** The query flag of the renter's online deposit hold: held, pending, refused, card or error. */
export const DEPOSIT_PARAM = 'deposit'

/** The query flag of the renter's objection to a damage claim: objected, or the refusal's code. */
export const CLAIM_PARAM = 'claim'

export type ManagePage = StepId | 'overview' | 'entry'

/** The localised path of a manage page: the entry form, the overview or one of the manage steps. */
export function manageHref(params: { page: ManagePage; locale: Locale; query?: string }): string {
  const href =
    params.page === 'entry'
      ? '/manage-my-booking'
      : params.page === 'overview'
        ? '/manage-booking'
        : stepPath('manage', params.page)
  const path = getPathname({ href, locale: params.locale })
  return params.query ? `${path}?${params.query}` : path
}
