'use server'

import { redirect } from 'next/navigation'

import { clearManageAccess, clearManageDraft } from '../manage-cookies'
import { manageHref } from '../manage-paths'
import { localeOf } from './form-state'

/** Leaves manage mode: the look-up cookies and unsaved changes are forgotten. */
export async function leaveManage(formData: FormData): Promise<never> {
  await clearManageAccess()
  redirect(manageHref({ page: 'entry', locale: localeOf(formData) }))
}

/** Drops the unsaved changes and starts again from the booking as saved. */
export async function discardChanges(formData: FormData): Promise<never> {
  await clearManageDraft()
  redirect(manageHref({ page: 'overview', locale: localeOf(formData) }))
}
