import 'server-only'

import { NextResponse, type NextRequest } from 'next/server'

import { findRedirect, withQuery, type RedirectRule } from '@/domain/redirects/redirect-rules'
import { LOCALES } from '@/i18n/locales'

import { redirectTable } from './redirect-table'

/** The rules' address, served by src/app/v1/redirects (outside the proxy's matcher). */
export const REDIRECT_RULES_PATH = '/v1/redirects'
const LOAD_TIMEOUT_MS = 5_000

/**
 * The proxy's one call: the editor's redirect rule for this page address (any language, query
 * kept), answered 301 or 302, or null to go on. A failure to load the rules is logged and the
 * page is served (SPEC §8: redirect errors are logged only).
 */
export async function redirectFor(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search, origin } = request.nextUrl
  const table = await redirectTable({ load: () => loadRules(origin) })
  const hit = findRedirect({ table, path: pathname, locales: LOCALES })
  if (!hit) return null
  return NextResponse.redirect(new URL(withQuery(hit.location, search), request.url), hit.status)
}

async function loadRules(origin: string): Promise<readonly RedirectRule[]> {
  const response = await fetch(new URL(REDIRECT_RULES_PATH, origin), {
    cache: 'no-store',
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { data?: unknown }
  return Array.isArray(body.data) ? body.data.filter(isRule) : []
}

function isRule(value: unknown): value is RedirectRule {
  if (!value || typeof value !== 'object') return false
  const rule = value as Record<string, unknown>
  return typeof rule.oldPath === 'string' && typeof rule.newPath === 'string' && typeof rule.isPermanent === 'boolean'
}
