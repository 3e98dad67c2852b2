'use client'

import { useEffect } from 'react'

import { fingerprintSource } from '@/domain/content/page-view'
import { canLoadSnippets, CONSENT_COOKIE, parseConsent } from '@/domain/tracking/consent'

/**
 * Counts this page in the view statistic (SPEC §7 `POST /v1/stat/view`, fingerprint and page hash),
 * only for a visitor who agreed to statistics. Runs in the browser, so the cached page is the same
 * for everyone; the fingerprint is a SHA-256 digest of device traits, nothing personal.
 */
export function PageViewBeacon({ hash }: { hash: string }) {
  useEffect(() => {
    if (!canLoadSnippets(parseConsent(readCookie(CONSENT_COOKIE)))) return
    void sendView(hash).catch(() => undefined)
  }, [hash])
  return null
}

async function sendView(hash: string): Promise<void> {
  const source = fingerprintSource({
    userAgent: navigator.userAgent,
    language: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: `${window.screen.width}x${window.screen.height}`,
  })
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source))
  const fingerprint = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  await fetch('/v1/stat/view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fingerprint, hash }),
    keepalive: true,
  }).catch(() => undefined)
}

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null
}
