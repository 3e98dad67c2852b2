'use server'

import 'server-only'

import { cookies } from 'next/headers'

import { canLoadSnippets, CONSENT_COOKIE, parseConsent } from '@/domain/tracking/consent'
import { parseLocale } from '@/i18n/locales'

import { getCompanyInfo } from '../company-info'
import type { Snippets } from '../site-chrome'

/**
 * The statistics and session-recording snippets, for a visitor who has just agreed to cookies. They
 * are never sent to the browser before that: the consent cookie is checked here again.
 */
export async function loadConsentSnippets(locale: unknown): Promise<Snippets | null> {
  const language = parseLocale(locale)
  const consent = parseConsent((await cookies()).get(CONSENT_COOKIE)?.value)
  if (!language || !canLoadSnippets(consent)) return null
  return (await getCompanyInfo(language)).snippets
}
