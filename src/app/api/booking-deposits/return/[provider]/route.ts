import { z } from 'zod'

import { localeOr } from '@/i18n/locales'
import { manageHref } from '@/server/manage/manage-paths'
import { handleDepositReturn } from '@/server/payments/deposits/deposit-return'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { apiRoute } from '../../../_lib/route'

export const dynamic = 'force-dynamic'

const bookingSchema = z.coerce.number().int().positive()

/**
 * The browser back from the provider's page after a deposit hold (hosted checkout, 3-D Secure): the
 * provider is asked what became of it, then on (303) to the staff desk's booking page or the
 * renter's manage page, which show the deposit as recorded.
 */
export const GET = apiRoute({
  name: 'deposit return',
  fallback: 'PAYMENT_FAILED',
  isPublic: true,
  run: async ({ request, path, now }) => {
    const payload = await payloadClient()
    const url = new URL(request.url)
    const provider = paymentProvider(payload, path.provider ?? '')
    if (provider.isOk) await handleDepositReturn({ payload, provider: provider.value, query: url.searchParams, now })
    const booking = bookingSchema.safeParse(url.searchParams.get('booking'))
    const target =
      url.searchParams.get('to') === 'desk' && booking.success
        ? `/admin/bookings-console/${booking.data}`
        : manageHref({ page: 'overview', locale: localeOr(url.searchParams.get('locale') ?? undefined) })
    return Response.redirect(new URL(target, url), 303)
  },
})
