import 'server-only'

import { failWith, ok, type Result } from '@/domain/errors/result'

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
}): Promise<Result<TokenPair>> {
  const { request, client, store, now } = params
  if (!matchesSiteClient(client, request.api_key, request.client_id)) return failWith('INVALID_CLIENT')
  const pair = issueTokenPair({ clientId: client.clientId, isRemembered: request.remember ?? false, now })
  await store.purgeExpired(new Date(now))
  await store.start(refreshRecordOf(pair))
  return ok(pair)
}
