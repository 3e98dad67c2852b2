'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { editHash, flowEditTarget } from '@/domain/content/edit-target'
import { STAFF_MARKER_KEY } from '@/domain/content/staff-marker'
import {
  storedToolbarToken,
  TOOLBAR_STORAGE_KEY,
  TOOLBAR_TOKEN_PARAM,
  toolbarStorageValue,
} from '@/domain/security/toolbar-token'

import { adminSessionName, checkToolbarToken } from './toolbar-login'

/**
 * The staff toolbar on every page, with a link to edit what the page shows (SPEC §2, §4, §6).
 * Pages are cached and the same for everyone, so the browser finds out who is looking: a toolbar
 * token from the address (`?token=`, then checked, stored, removed from the address and the page
 * reloaded) or from session storage, else the admin's session in a browser the admin has marked.
 * A token that fails the check is cleared. The bar floats over the bottom of the window, so it
 * moves nothing on the page.
 */
export function StaffToolbar() {
  const t = useTranslations('adminBar')
  const locale = useLocale()
  const pathname = usePathname()
  const [name, setName] = useState<string | null>(null)
  // undefined until found, so the bar shows once, complete: nothing inside it moves either.
  const [hash, setHash] = useState<string | null | undefined>(undefined)

  useEffect(() => {
    const controller = new AbortController()
    void findStaff(controller.signal).then((found) => {
      if (found && !controller.signal.aborted) setName(found)
    })
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (!name) return
    // After the frame: on a client-side navigation the new page's marker is in the document by then.
    const frame = requestAnimationFrame(() => setHash(currentEditHash(pathname)))
    return () => cancelAnimationFrame(frame)
  }, [name, pathname])

  if (!name || hash === undefined) return null
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 bg-ink text-sm text-white shadow-2xl" data-testid="admin-bar">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <span className="truncate">{t('signedInAs', { name })}</span>
        <nav aria-label={t('label')} className="flex shrink-0 gap-4">
          {hash ? (
            <a
              href={`/v1/toolbar/redirect?${new URLSearchParams({ hash, locale })}`}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {t('editPage')}
            </a>
          ) : null}
          <NextLink href="/admin" className="underline-offset-4 hover:underline">
            {t('admin')}
          </NextLink>
        </nav>
      </div>
    </div>
  )
}

/** What the edit link opens: the page's own marker, else the booking or manage step of the path. */
function currentEditHash(pathname: string): string | null {
  const marked = document.querySelector<HTMLElement>('[data-edit-hash]')?.dataset.editHash
  const flow = flowEditTarget(pathname)
  return marked ?? (flow ? editHash(flow) : null)
}

/** The staff member looking at this page, if any (see StaffToolbar). */
async function findStaff(signal: AbortSignal): Promise<string | null> {
  const url = new URL(window.location.href)
  const fromUrl = url.searchParams.get(TOOLBAR_TOKEN_PARAM)
  if (fromUrl !== null) {
    const staff = await checkToolbarToken(fromUrl, signal)
    if (signal.aborted) return null
    if (staff) window.sessionStorage.setItem(TOOLBAR_STORAGE_KEY, toolbarStorageValue(fromUrl, new Date()))
    else window.sessionStorage.removeItem(TOOLBAR_STORAGE_KEY)
    url.searchParams.delete(TOOLBAR_TOKEN_PARAM)
    window.history.replaceState(window.history.state, '', url)
    if (staff) window.location.reload()
    return null
  }
  const stored = storedToolbarToken(window.sessionStorage.getItem(TOOLBAR_STORAGE_KEY), new Date())
  if (stored) {
    const staff = await checkToolbarToken(stored, signal)
    if (signal.aborted || staff) return staff
  }
  window.sessionStorage.removeItem(TOOLBAR_STORAGE_KEY)
  if (window.localStorage.getItem(STAFF_MARKER_KEY) !== '1') return null
  const staff = await adminSessionName(signal)
  if (signal.aborted) return null
  if (!staff) window.localStorage.removeItem(STAFF_MARKER_KEY)
  return staff
}
