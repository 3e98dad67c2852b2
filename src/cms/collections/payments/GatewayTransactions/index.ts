import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../../access/roles'

const GATEWAY_TRANSACTIONS_SLUG = 'gateway-transactions'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * The ledger of the built-in test gateway (src/server/payments/gateway), as a real provider keeps
 * its own. Masked PAN only. Hidden from the admin menu; only the gateway writes it.
 */
export const GatewayTransactions: CollectionConfig = {
  slug: GATEWAY_TRANSACTIONS_SLUG,
  labels: { singular: 'Test gateway transaction', plural: 'Test gateway transactions' },
  admin: { useAsTitle: 'transactionId', hidden: true },
  access: { admin: isAdmin, read: isAdmin, create: nobody, update: nobody, delete: nobody, unlock: nobody },
  fields: [
    { name: 'transactionId', type: 'text', required: true, unique: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'reference', type: 'text', required: true, index: true },
    { name: 'amount', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
    { name: 'maskedPan', type: 'text', required: true },
    { name: 'state', type: 'select', required: true, options: ['challenge', 'final', 'voided'] },
    { name: 'bankCode', type: 'text' },
    { name: 'transactionStatus', type: 'text' },
    {
      name: 'challengeOutcome',
      type: 'group',
      admin: { description: 'What the bank answers once the 3-D Secure challenge is approved.' },
      fields: [
        { name: 'bankCode', type: 'text' },
        { name: 'transactionStatus', type: 'text' },
      ],
    },
    { name: 'returnUrl', type: 'text', required: true },
    { name: 'callbackUrl', type: 'text', required: true },
    {
      name: 'refundedAmount',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Refunded (captured money) or released (held money) so far.' },
    },
    {
      name: 'refunds',
      type: 'array',
      admin: { description: 'Refunds and releases by idempotency key: the same key gives back once.' },
      fields: [
        { name: 'idempotencyKey', type: 'text', required: true },
        { name: 'refundId', type: 'text', required: true },
        { name: 'kind', type: 'select', required: true, options: ['refund', 'release'] },
        { name: 'amount', type: 'number', required: true },
      ],
    },
    { name: 'expiresAt', type: 'date', admin: dateTime },
  ],
}
