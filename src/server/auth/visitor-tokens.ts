import 'server-only'

import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { type Result, failWith, ok } from '@/domain/errors/result'
import { ACCESS_TOKEN_LIFETIME_S, refreshTokenLifetimeSeconds } from '@/domain/security/token-rules'
import { payloadSecret } from '@/env'
import { purposeKey, readSignedJson, signJson } from '@/server/security/signed-value'

export type TokenKind = 'access' | 'refresh'

/** What a visitor token says: its kind, the client it was issued to, its session and its lifetime. */
export type VisitorTokenClaims = {
  v: 1
  typ: TokenKind
  /** The client id the token was issued to. */
  sub: string
  /** Session (refresh-token family) id, shared by every token of one login. */
  sid: string
  /** Unique id of this token. */
  jti: string
  /** Issued at, epoch seconds. */
  iat: number
  /** Expires at, epoch seconds. */
  exp: number
  /** Remembered session (refresh tokens live 30 days instead of one). */
  rem: boolean
}

export type IssuedToken = { token: string; claims: VisitorTokenClaims }

const claimsSchema = z.object({
  v: z.literal(1),
  typ: z.enum(['access', 'refresh']),
  sub: z.string().min(1),
  sid: z.string().min(1),
  jti: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  rem: z.boolean(),
})

/** Signs one token of `kind` for the session; lifetimes come from the token rules. */
export function issueToken(params: {
  kind: TokenKind
  clientId: string
  sessionId: string
  isRemembered: boolean
  now: number
}): IssuedToken {
  const iat = Math.floor(params.now / 1000)
  const lifetime = params.kind === 'access' ? ACCESS_TOKEN_LIFETIME_S : refreshTokenLifetimeSeconds(params.isRemembered)
  const claims: VisitorTokenClaims = {
    v: 1,
    typ: params.kind,
    sub: params.clientId,
    sid: params.sessionId,
    jti: randomUUID(),
    iat,
    exp: iat + lifetime,
    rem: params.isRemembered,
  }
  return { token: signJson({ value: claims, key: signingKey() }), claims }
}

/** The claims of a genuine, unexpired token of `kind`; INVALID_TOKEN or TOKEN_EXPIRED otherwise. */
export function verifyToken(token: string, kind: TokenKind, now: number): Result<VisitorTokenClaims> {
  const parsed = claimsSchema.safeParse(readSignedJson({ signed: token, key: signingKey() }))
  if (!parsed.success || parsed.data.typ !== kind) return failWith('INVALID_TOKEN')
  if (parsed.data.exp * 1000 <= now) return failWith('TOKEN_EXPIRED')
  return ok(parsed.data)
}

/** Expiry of the token in epoch milliseconds. */
export function expiresAtMs(claims: VisitorTokenClaims): number {
  return claims.exp * 1000
}

let key: Buffer | undefined

/** A key of its own for visitor tokens, derived from the app secret so admin sessions share nothing. */
function signingKey(): Buffer {
  key ??= purposeKey(payloadSecret, 'visitor-tokens/v1')
  return key
}
