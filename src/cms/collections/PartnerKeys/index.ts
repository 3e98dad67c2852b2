import type { CollectionConfig, PayloadRequest } from 'payload'

import { APPROVER_ROLES, hasRole, isAdmin, nobody, type Role } from '../../access/roles'
import {
  DEFAULT_REQUESTS_PER_MINUTE,
  MAX_REQUESTS_PER_MINUTE,
  MIN_REQUESTS_PER_MINUTE,
  PARTNER_SCOPE_LABELS,
  PARTNER_SCOPES,
} from '../../../domain/partners/partner-keys'
import { issueKeyEndpoint } from './issue-key-endpoint'
import { stampRevocation } from './revocation'
import { PARTNER_KEYS_SLUG } from './slug'

/** Managers and admins look after partner keys; nobody else sees them. */
const isKeyKeeper = ({ req }: { req: PayloadRequest }) =>
  hasRole(req.user as { roles?: readonly Role[] } | null, ...APPROVER_ROLES)

const readOnly = { readOnly: true, position: 'sidebar' } as const

/**
 * Keys of the partner API (SPEC §7 "a booking API with an API key header"), one per partner. Staff
 * name the partner, pick its scopes and its requests per minute, then issue the key: it is shown
 * once and only its hash is kept. Revoking stops it at once. Usage is counted by the server.
 */
export const PartnerKeys: CollectionConfig = {
  slug: PARTNER_KEYS_SLUG,
  labels: { singular: 'Partner key', plural: 'Partner keys' },
  admin: {
    useAsTitle: 'name',
    group: 'Partners',
    defaultColumns: ['name', 'keyShown', 'scopes', 'requestsPerMinute', 'usageCount', 'lastUsedAt', 'revoked'],
    description:
      'API keys of travel partners and apps (header X-Api-Key). Save the partner, then issue its key: it is shown once.',
  },
  access: {
    admin: isKeyKeeper,
    read: isKeyKeeper,
    create: isKeyKeeper,
    update: isKeyKeeper,
    delete: isAdmin,
    unlock: isKeyKeeper,
  },
  endpoints: [issueKeyEndpoint],
  hooks: { beforeChange: [stampRevocation] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'The partner.' } },
    {
      name: 'scopes',
      type: 'select',
      hasMany: true,
      required: true,
      options: PARTNER_SCOPES.map((value) => ({ value, label: PARTNER_SCOPE_LABELS[value] })),
      admin: { description: 'What the key may do. A call outside its scopes is answered 403.' },
    },
    {
      name: 'requestsPerMinute',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_REQUESTS_PER_MINUTE,
      min: MIN_REQUESTS_PER_MINUTE,
      max: MAX_REQUESTS_PER_MINUTE,
      admin: { step: 1, description: 'Beyond this a request is answered 429 with Retry-After.' },
    },
    { name: 'contact', type: 'textarea', maxLength: 1000, admin: { description: 'Who to tell when the key changes.' } },
    {
      name: 'issueKey',
      type: 'ui',
      admin: { components: { Field: '/cms/collections/PartnerKeys/IssueKey#IssueKey' } },
    },
    {
      name: 'keyShown',
      label: 'Key',
      type: 'text',
      access: { create: nobody, update: nobody },
      admin: { ...readOnly, description: 'The beginning of the key, to tell keys apart.' },
    },
    {
      name: 'keyHash',
      type: 'text',
      unique: true,
      index: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    { name: 'issuedAt', type: 'date', access: { create: nobody, update: nobody }, admin: readOnly },
    {
      name: 'revoked',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'A revoked key is answered 401 at once.' },
    },
    { name: 'revokedAt', type: 'date', access: { create: nobody, update: nobody }, admin: readOnly },
    {
      name: 'usageCount',
      type: 'number',
      defaultValue: 0,
      access: { create: nobody, update: nobody },
      admin: { ...readOnly, description: 'Requests allowed so far (written every few seconds).' },
    },
    { name: 'lastUsedAt', type: 'date', access: { create: nobody, update: nobody }, admin: readOnly },
  ],
}
