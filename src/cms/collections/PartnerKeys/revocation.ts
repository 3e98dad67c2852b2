import type { CollectionBeforeChangeHook } from 'payload'

/** Revoking a key stamps when; taking the tick back clears the stamp. */
export const stampRevocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const wasRevoked = Boolean((originalDoc as { revoked?: boolean } | undefined)?.revoked)
  if (data.revoked === true && !wasRevoked) return { ...data, revokedAt: new Date().toISOString() }
  if (data.revoked === false && wasRevoked) return { ...data, revokedAt: null }
  return data
}
