import 'server-only'

import { loginParentId, type RefreshTokenRecord, type VisitorSessionStore } from './session-store'

type Row = RefreshTokenRecord & { parentTokenId: string }

/** Rotation state in this process only: for tests and single-process tools. */
export function createMemorySessionStore(): VisitorSessionStore {
  const rows = new Map<string, Row>()
  const usedParents = new Set<string>()

  function insert(record: RefreshTokenRecord, parentTokenId: string): boolean {
    if (usedParents.has(parentTokenId)) return false
    usedParents.add(parentTokenId)
    rows.set(record.tokenId, { ...record, parentTokenId })
    return true
  }

  return {
    start: async (record) => {
      insert(record, loginParentId(record.tokenId))
    },
    isIssued: async (tokenId) => rows.has(tokenId),
    rotate: async (usedTokenId, next) => insert(next, usedTokenId),
    endSession: async (sessionId) => {
      for (const [tokenId, row] of rows) if (row.sessionId === sessionId) rows.delete(tokenId)
    },
    purgeExpired: async (now) => {
      for (const [tokenId, row] of rows) if (row.expiresAt < now) rows.delete(tokenId)
    },
  }
}
