'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { withinRequestTime } from '@/server/async/request-deadline'
import { objectToClaim } from '@/server/bookings/commands/damage-claim'
import { formDataArgument } from '@/server/http/action-arguments'
import { payloadClient } from '@/server/payload'

import { localeOf } from '../form-data'
import { CLAIM_PARAM, manageHref } from '../manage-paths'
import { loadManagedBooking } from '../managed-booking'

/**
 * The renter objects to their booking's damage claim from the manage page, with a text, until the
 * objection window ends (the bookings module's objectToClaim checks it and records the audit
 * entry). Back to the manage page, which shows the objection recorded or why it was not.
 */
export async function objectToDamageClaim(input: FormData): Promise<void> {
  return withinRequestTime(async () => {
    const formData = formDataArgument('objectToDamageClaim', input)
    const locale = localeOf(formData)
    const managed = await loadManagedBooking({ locale, now: new Date() })
    if (!managed) redirect(manageHref({ page: 'entry', locale }))
    const text = formData.get('objection')
    const outcome = await objectToClaim({
      payload: await payloadClient(),
      bookingId: managed.booking.id,
      text: typeof text === 'string' ? text : '',
      now: new Date(),
    })
    redirect(
      manageHref({
        page: 'overview',
        locale,
        query: `${CLAIM_PARAM}=${outcome.isOk ? 'objected' : outcome.refusal.code}#claim-title`,
      }),
    )
  })
}
