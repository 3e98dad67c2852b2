import 'server-only'

import { failWith, ok, type Result } from '@/domain/errors/result'

import type { VisitorSessionStore } from './session-store'
import { issueTokenPair, refreshRecordOf, type TokenPair } from './token-pair'
import { verifyToken } from './visitor-tokens'

/**
 * Trades a refresh token for a new pair. Refresh tokens rotate: each works once. A second use
 * means the token leaked (or a client raced itself), so the whole session is ended.
 */
export async function refresh(params: {
  clientId: string
  refreshToken: string
  store: VisitorSessionStore
  now: number
}): Promise<Result<TokenPair>> {
  const { clientId, refreshToken, store, now } = params
  const verified = verifyToken(refreshToken, 'refresh', now)
  if (!verified.isOk) return verified
  const used = verified.value
  if (used.sub !== clientId) return failWith('INVALID_TOKEN')
  if (!(await store.isIssued(used.jti))) return failWith('SESSION_ENDED')
  const pair = issueTokenPair({ clientId, isRemembered: used.rem, sessionId: used.sid, now })
  if (await store.rotate(used.jti, refreshRecordOf(pair))) return ok(pair)
  await store.endSession(used.sid)
  return failWith('REFRESH_TOKEN_REUSED')
}
