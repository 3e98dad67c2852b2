import 'server-only'

import type { Payload } from 'payload'

import { VISITOR_SESSIONS_SLUG } from '@/cms/collections/VisitorSessions'

import { loginParentId, type RefreshTokenRecord, type VisitorSessionStore } from './session-store'

/**
 * Rotation state in the `visitor-sessions` collection, shared by every app server on the same
 * database. The unique `parentTokenId` makes a second use of a refresh token fail in the database.
 */
export function createPayloadSessionStore(payload: Payload): VisitorSessionStore {
  // Each write is one statement, atomic on its own; no transaction, so concurrent refreshes on
  // SQLite wait on the busy timeout instead of failing to begin one.
  const collection = VISITOR_SESSIONS_SLUG

  async function insert(record: RefreshTokenRecord, parentTokenId: string): Promise<void> {
    await payload.create({
      collection,
      data: {
        tokenId: record.tokenId,
        parentTokenId,
        sessionId: record.sessionId,
        clientId: record.clientId,
        remember: record.isRemembered,
        expiresAt: record.expiresAt.toISOString(),
      },
      depth: 0,
      disableTransaction: true,
    })
  }

  async function exists(field: 'tokenId' | 'parentTokenId', value: string): Promise<boolean> {
    const { totalDocs } = await payload.count({ collection, where: { [field]: { equals: value } } })
    return totalDocs > 0
  }

  return {
    start: (record) => insert(record, loginParentId(record.tokenId)),
    isIssued: (tokenId) => exists('tokenId', tokenId),
    rotate: async (usedTokenId, next) => {
      try {
        await insert(next, usedTokenId)
        return true
      } catch (error) {
        // The unique parent refused the row: the token was used before. Anything else is a real failure.
        if (await exists('parentTokenId', usedTokenId)) return false
        throw error
      }
    },
    endSession: async (sessionId) => {
      await payload.delete({
        collection,
        where: { sessionId: { equals: sessionId } },
        depth: 0,
        disableTransaction: true,
      })
    },
    purgeExpired: async (now) => {
      await payload.delete({
        collection,
        where: { expiresAt: { less_than: now.toISOString() } },
        depth: 0,
        disableTransaction: true,
      })
    },
  }
}
