'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { payloadClient } from '@/server/payload'
import { formDataArgument } from '@/server/http/action-arguments'

import { cancelManagedBooking } from '../cancel-booking'
import { localeOf } from '../form-data'
import { clearManageAccess, readManageAccess } from '../manage-cookies'
import { manageHref } from '../manage-paths'

/** Cancels the managed booking after the visitor has seen the policy and confirmed. */
export async function cancelBooking(input: FormData): Promise<never> {
  const formData = formDataArgument('cancelBooking', input)
  const locale = localeOf(formData)
  const access = await readManageAccess()
  if (!access || formData.get('confirm') !== 'on')
    redirect(manageHref({ page: 'overview', locale, query: 'cancel=confirm' }))
  const outcome = await cancelManagedBooking({ payload: await payloadClient(), access, now: new Date() })
  if (!outcome.isCancelled) redirect(manageHref({ page: 'overview', locale, query: `cancel=${outcome.reason}` }))
  await clearManageAccess()
  redirect(manageHref({ page: 'entry', locale, query: `cancelled=${encodeURIComponent(outcome.number)}` }))
}
