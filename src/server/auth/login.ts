import 'server-only'

import { authFail, authOk, type AuthResult } from './auth-errors'
import type { LoginRequest } from './auth-requests'
import type { VisitorSessionStore } from './session-store'
import { matchesSiteClient, type SiteClient } from './site-client'
import { issueTokenPair, refreshRecordOf, type TokenPair } from './token-pair'

/** Starts a visitor session for the configured site client: a fresh token pair, its refresh token recorded. */
export async function login(params: {
  request: LoginRequest
  client: SiteClient
  store: VisitorSessionStore
  now: number
}): Promise<AuthResult<TokenPair>> {
  const { request, client, store, now } = params
  if (!matchesSiteClient(client, request.api_key, request.client_id)) return authFail('INVALID_CLIENT')
  const pair = issueTokenPair({ clientId: client.clientId, isRemembered: request.remember ?? false, now })
  await store.purgeExpired(new Date(now))
  await store.start(refreshRecordOf(pair))
  return authOk(pair)
}
