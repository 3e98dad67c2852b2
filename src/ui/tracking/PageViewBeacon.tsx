'use client'

import { useEffect } from 'react'

import { canLoadSnippets, CONSENT_COOKIE, parseConsent } from '@/domain/tracking/consent'

/** Where the browser keeps the visitor identity the server issued for the view statistic. */
const VISITOR_KEY = 'vegur:stat-visitor'

/**
 * Counts this page in the view statistic (SPEC §7 `POST /v1/stat/view`, fingerprint and page hash),
 * only for a visitor who agreed to statistics. Runs in the browser, so the cached page is the same
 * for everyone. The fingerprint is the visitor identity the server issued once
 * (`POST /v1/stat/visitor`) and the browser keeps; one it no longer takes is replaced next time.
 */
export function PageViewBeacon({ hash }: { hash: string }) {
  useEffect(() => {
    if (!canLoadSnippets(parseConsent(readCookie(CONSENT_COOKIE)))) return
    void sendView(hash).catch(() => undefined)
  }, [hash])
  return null
}

async function sendView(hash: string): Promise<void> {
  const fingerprint = localStorage.getItem(VISITOR_KEY) ?? (await newIdentity())
  if (!fingerprint) return
  const response = await fetch('/v1/stat/view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fingerprint, hash }),
    keepalive: true,
  })
  if (response.status === 400) localStorage.removeItem(VISITOR_KEY)
}

async function newIdentity(): Promise<string | null> {
  const response = await fetch('/v1/stat/visitor', { method: 'POST' })
  const body = (await response.json()) as { data?: { visitor?: unknown } }
  const visitor = typeof body.data?.visitor === 'string' ? body.data.visitor : null
  if (visitor) localStorage.setItem(VISITOR_KEY, visitor)
  return visitor
}

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null
}
