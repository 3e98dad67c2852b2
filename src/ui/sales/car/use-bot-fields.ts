'use client'

import { useId, useState } from 'react'

import { recaptchaToken } from './recaptcha'

/** The configured bot check, as the page passes it (the site key is public). */
export type ClientBotCheck =
  { readonly kind: 'built-in' } | { readonly kind: 'recaptcha'; readonly siteKey: string; readonly version: string }

/**
 * The bot check's fields for a submission: when the form was shown (built-in check; set when the
 * form comes alive in the browser), and a reCAPTCHA token when reCAPTCHA runs (its invisible
 * widget goes into the hidden element with id `containerId`).
 */
export function useBotFields(botCheck: ClientBotCheck) {
  const containerId = useId()
  const [startedAt] = useState(() => Date.now())
  const collect = async (): Promise<Record<string, string>> => {
    const base = { startedAt: String(startedAt) }
    const container = document.getElementById(containerId)
    if (botCheck.kind !== 'recaptcha' || !container) return base
    const token = await recaptchaToken({ siteKey: botCheck.siteKey, version: botCheck.version, container })
    return { ...base, 'g-recaptcha-response': token }
  }
  return { containerId, collect }
}
