'use server'

import 'server-only'

import { redirect } from 'next/navigation'

import { formDataArgument } from '@/server/http/action-arguments'

import { localeOf } from '../form-data'
import { clearManageAccess, clearManageDraft } from '../manage-cookies'
import { manageHref } from '../manage-paths'

/** Leaves manage mode: the look-up cookies and unsaved changes are forgotten. */
export async function leaveManage(input: FormData): Promise<never> {
  const formData = formDataArgument('leaveManage', input)
  await clearManageAccess()
  redirect(manageHref({ page: 'entry', locale: localeOf(formData) }))
}

/** Drops the unsaved changes and starts again from the booking as saved. */
export async function discardChanges(input: FormData): Promise<never> {
  const formData = formDataArgument('discardChanges', input)
  await clearManageDraft()
  redirect(manageHref({ page: 'overview', locale: localeOf(formData) }))
}
