'use client'

import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { STAFF_MARKER_KEY } from '@/domain/content/staff-marker'

import { signedInStaffName } from './signed-in-staff'

type Props = { editPath?: string }

/**
 * The staff toolbar with a link to edit the current page. Pages are cached and the same for everyone,
 * so the browser asks the admin who is signed in, and only when the admin has marked it as staff's.
 * It floats at the bottom of the window, so showing it moves nothing on the page.
 */
export function StaffToolbar({ editPath }: Props) {
  const t = useTranslations('adminBar')
  const [name, setName] = useState<string | null>(null)

  useEffect(() => {
    if (window.localStorage.getItem(STAFF_MARKER_KEY) !== '1') return
    const controller = new AbortController()
    fetch('/api/users/me', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const staffName = signedInStaffName(body)
        if (staffName) setName(staffName)
        else window.localStorage.removeItem(STAFF_MARKER_KEY)
      })
      .catch(() => {
        // Offline or navigated away: no toolbar this time.
      })
    return () => controller.abort()
  }, [])

  if (!name) return null
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 bg-ink text-sm text-white shadow-2xl" data-testid="admin-bar">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <span>{t('signedInAs', { name })}</span>
        <nav aria-label={t('label')} className="flex gap-4">
          {editPath ? (
            <NextLink href={editPath} className="font-semibold underline-offset-4 hover:underline">
              {t('editPage')}
            </NextLink>
          ) : null}
          <NextLink href="/admin" className="underline-offset-4 hover:underline">
            {t('admin')}
          </NextLink>
        </nav>
      </div>
    </div>
  )
}
