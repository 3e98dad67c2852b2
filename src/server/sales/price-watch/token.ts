import { createHash, randomBytes } from 'node:crypto'

/** A random watch token for the mail links; only its hash is stored. */
export function newWatchToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url')
  return { token, hash: hashWatchToken(token) }
}

export function hashWatchToken(token: string): string {
  return createHash('sha256').update(`vegur:price-watch:${token}`).digest('hex')
}

/** A token as the links carry it (32 base64url characters), else nothing to look up. */
export function isWatchTokenShape(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value)
}
