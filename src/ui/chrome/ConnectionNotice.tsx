'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

/**
 * The online/offline notice (SPEC §4): follows the browser's connection flag, shown while the
 * browser is offline and gone as soon as it is back. The server always renders nothing (online).
 */
export function ConnectionNotice() {
  const t = useTranslations('site.connection')
  const isOnline = useSyncExternalStore(subscribe, readOnline, onlineOnTheServer)
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-[65] flex justify-center px-3 md:top-auto md:bottom-4 md:justify-end md:px-4"
    >
      {isOnline ? null : (
        <p
          data-testid="offline-notice"
          className="max-w-md rounded-xl bg-ink px-4 py-3 text-center text-sm font-semibold text-white shadow-2xl"
        >
          {t('offline')}
        </p>
      )}
    </div>
  )
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const readOnline = (): boolean => navigator.onLine
const onlineOnTheServer = (): boolean => true
