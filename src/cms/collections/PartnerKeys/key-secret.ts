import { createHash, randomBytes } from 'node:crypto'

import { keyFromRandomBytes, shownPartOf } from '../../../domain/partners/partner-keys'

/**
 * What is stored of a key: its SHA-256, hex. A key is 256 random bits, so a plain hash cannot be
 * reversed or guessed, and it stays valid when PAYLOAD_SECRET rotates (no pepper to lose).
 */
export function hashOfKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

/** A new key: the plain text (shown once), its hash (stored) and the part staff see in the list. */
export function newKey(): { readonly plain: string; readonly hash: string; readonly shown: string } {
  const plain = keyFromRandomBytes(randomBytes(32))
  return { plain, hash: hashOfKey(plain), shown: shownPartOf(plain) }
}
