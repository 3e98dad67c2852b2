'use client'

import { useEffect, useId, useRef } from 'react'

import { FORM_STAMP_HEADER, MAX_FILL_MS, MIN_FILL_MS } from '@/domain/sales/forms/bot-check-settings'

import { recaptchaToken } from './recaptcha'

/** The configured bot check, as the page passes it (the site key is public). */
export type ClientBotCheck =
  { readonly kind: 'built-in' } | { readonly kind: 'recaptcha'; readonly siteKey: string; readonly version: string }

type Stamp = { readonly stamp: string; readonly receivedAt: number }

/** What a submission carries for the bot check: the start stamp in a header, a reCAPTCHA token as a field. */
export type BotFields = { readonly headers: Record<string, string>; readonly fields: Record<string, string> }

/**
 * The bot check's part of a submission. When the form appears, the browser asks the server for a
 * signed start stamp (the built-in check); on submit it waits until the stamp is old enough, so a
 * quick person is never refused (they see "sending" a moment longer), and sends it as a header.
 * When reCAPTCHA runs, its invisible widget (in the hidden element with id `containerId`) adds
 * its token.
 */
export function useBotFields(botCheck: ClientBotCheck) {
  const containerId = useId()
  const stamp = useRef<Promise<Stamp> | null>(null)
  useEffect(() => {
    stamp.current ??= fetchStamp()
    stamp.current.catch(() => (stamp.current = null))
  }, [])

  const collect = async (): Promise<BotFields> => {
    let issued = await (stamp.current ??= fetchStamp())
    if (performance.now() - issued.receivedAt > MAX_FILL_MS - 60_000) issued = await (stamp.current = fetchStamp())
    const wait = issued.receivedAt + MIN_FILL_MS + 100 - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const headers = { [FORM_STAMP_HEADER]: issued.stamp }
    const container = document.getElementById(containerId)
    if (botCheck.kind !== 'recaptcha' || !container) return { headers, fields: {} }
    const token = await recaptchaToken({ siteKey: botCheck.siteKey, version: botCheck.version, container })
    return { headers, fields: { 'g-recaptcha-response': token } }
  }
  return { containerId, collect }
}

async function fetchStamp(): Promise<Stamp> {
  const response = await fetch('/v1/forms/stamp', { cache: 'no-store' })
  const body = (await response.json()) as { data?: { stamp?: unknown } }
  if (!response.ok || typeof body.data?.stamp !== 'string') throw new Error('no form stamp')
  return { stamp: body.data.stamp, receivedAt: performance.now() }
}
