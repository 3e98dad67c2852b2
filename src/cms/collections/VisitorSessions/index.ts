import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access/roles'

export const VISITOR_SESSIONS_SLUG = 'visitor-sessions'

/**
 * Rotation state of visitor refresh tokens, one row per issued refresh token. `parentTokenId` is
 * unique: using a refresh token inserts its successor with the used token as parent, so the
 * database itself refuses a second use, on every app server. Written only by the server (Local
 * API); admins can read it, visitors cannot reach it.
 */
export const VisitorSessions: CollectionConfig = {
  slug: VISITOR_SESSIONS_SLUG,
  labels: { singular: 'Visitor session token', plural: 'Visitor sessions' },
  admin: {
    useAsTitle: 'tokenId',
    defaultColumns: ['sessionId', 'clientId', 'remember', 'expiresAt', 'createdAt'],
    group: 'Settings',
    description: 'Refresh tokens issued to website visitors. Read-only; expired rows are removed at login.',
  },
  access: {
    admin: isAdmin,
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
    unlock: nobody,
  },
  indexes: [{ fields: ['sessionId'] }, { fields: ['expiresAt'] }],
  fields: [
    { name: 'tokenId', type: 'text', required: true, unique: true, index: true },
    {
      name: 'parentTokenId',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'The refresh token this one replaced (login:<id> for the first of a session).' },
    },
    { name: 'sessionId', type: 'text', required: true },
    { name: 'clientId', type: 'text', required: true },
    { name: 'remember', type: 'checkbox', defaultValue: false },
    { name: 'expiresAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
