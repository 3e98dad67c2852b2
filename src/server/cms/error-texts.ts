import 'server-only'

import { createTranslator } from 'next-intl'

import { mergeErrorTexts, placeholdersOf } from '@/domain/errors/error-texts'
import { ERROR_MESSAGES_CHANGED_AT } from '@/domain/errors/error-texts-changed'
import { ERROR_CATALOGUE, type ErrorCode } from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { reportIfDatabaseOutage } from '@/server/http/database-outage-log'
import { payloadClient } from '@/server/payload'

/** How long the editors' texts are kept before they are read again (other app servers' edits arrive within this). */
const REFRESH_MS = 30_000

type Cached = { texts: Record<ErrorCode, string>; loadedAt: number }
const SLOT = Symbol.for('vegur.errorTexts')
const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[]

/**
 * The error texts of a language, `{name}` placeholders unfilled (SPEC §7
 * `GET /v1/company/error-messages?ln=`): the editors' wording from the Error messages global, else
 * the message files' `apiErrors`. Kept in memory per language, read again when an editor saves
 * (this process) or after REFRESH_MS; if the CMS cannot be read, the message files answer.
 */
export async function errorTextsFor(locale: Locale, now = Date.now()): Promise<Record<ErrorCode, string>> {
  const cache = cacheSlot()
  const cached = cache.get(locale)
  const changedAt = (globalThis as Record<symbol, unknown>)[ERROR_MESSAGES_CHANGED_AT]
  const isChanged = typeof changedAt === 'number' && cached !== undefined && changedAt >= cached.loadedAt
  if (cached && !isChanged && now - cached.loadedAt < REFRESH_MS) return cached.texts
  const fromFiles = await fileErrorTexts(locale)
  let texts: Record<ErrorCode, string>
  try {
    const payload = await payloadClient()
    const global = await payload.findGlobal({ slug: 'error-messages', locale, fallbackLocale: false, depth: 0 })
    texts = mergeErrorTexts(fromFiles, global)
  } catch (error) {
    if (!reportIfDatabaseOutage('error messages (the message files answer)', error)) {
      console.error(
        `[error-messages] the editors' texts could not be read: ${error instanceof Error ? error.name : 'unknown'}`,
      )
    }
    texts = fromFiles
  }
  cache.set(locale, { texts, loadedAt: now })
  return texts
}

/** The message files' texts (compiled at build time), each formatted with its own `{name}` placeholders kept. */
export async function fileErrorTexts(locale: Locale): Promise<Record<ErrorCode, string>> {
  // Not getTranslations: API handlers run outside a React render (and in the integration tests).
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'apiErrors' })
  const texts = {} as Record<ErrorCode, string>
  for (const code of CODES) {
    const own = placeholdersOf(ERROR_CATALOGUE[code].message)
    texts[code] = t(code, Object.fromEntries(own.map((name) => [name, `{${name}}`])))
  }
  return texts
}

function cacheSlot(): Map<Locale, Cached> {
  const store = globalThis as Record<symbol, Map<Locale, Cached> | undefined>
  store[SLOT] ??= new Map()
  return store[SLOT]
}
