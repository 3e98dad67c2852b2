import 'server-only'

import { randomUUID } from 'node:crypto'

import type { RefreshTokenRecord } from './session-store'
import { expiresAtMs, issueToken, type IssuedToken } from './visitor-tokens'

export type TokenPair = { access: IssuedToken; refresh: IssuedToken }

/** A new access and refresh token for a session (a new one when `sessionId` is left out). */
export function issueTokenPair(params: {
  clientId: string
  isRemembered: boolean
  now: number
  sessionId?: string
}): TokenPair {
  const common = {
    clientId: params.clientId,
    sessionId: params.sessionId ?? randomUUID(),
    isRemembered: params.isRemembered,
    now: params.now,
  }
  return { access: issueToken({ ...common, kind: 'access' }), refresh: issueToken({ ...common, kind: 'refresh' }) }
}

/** What the rotation store keeps about the pair's refresh token. */
export function refreshRecordOf(pair: TokenPair): RefreshTokenRecord {
  const { claims } = pair.refresh
  return {
    tokenId: claims.jti,
    sessionId: claims.sid,
    clientId: claims.sub,
    isRemembered: claims.rem,
    expiresAt: new Date(expiresAtMs(claims)),
  }
}
