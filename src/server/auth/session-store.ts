import 'server-only'

/** One issued refresh token, as the rotation store keeps it. */
export type RefreshTokenRecord = {
  tokenId: string
  sessionId: string
  clientId: string
  isRemembered: boolean
  expiresAt: Date
}

/**
 * Where refresh-token rotation state lives. `rotate` must be atomic across app servers: of two
 * uses of the same refresh token, exactly one may succeed.
 */
export interface VisitorSessionStore {
  /** Records the first refresh token of a new session (at login). */
  start(record: RefreshTokenRecord): Promise<void>
  /** Whether this refresh token was issued and its session has not been ended. */
  isIssued(tokenId: string): Promise<boolean>
  /** Replaces `usedTokenId` by `next`; false when `usedTokenId` had already been used. */
  rotate(usedTokenId: string, next: RefreshTokenRecord): Promise<boolean>
  /** Forgets every token of the session, so none of them refreshes again. */
  endSession(sessionId: string): Promise<void>
  /** Drops tokens that expired before `now`. */
  purgeExpired(now: Date): Promise<void>
}

/** The parent recorded for the first token of a session, unique like every other parent. */
export function loginParentId(tokenId: string): string {
  return `login:${tokenId}`
}
