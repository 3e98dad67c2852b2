'use server'

import { cookies } from 'next/headers'

import { parseLocale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'

import { canLoadSnippets, CONSENT_COOKIE, parseConsent } from './consent'
import type { Snippets } from './types'

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
