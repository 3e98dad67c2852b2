import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../access/roles'

const OUTBOX_MESSAGES_SLUG = 'outbox-messages'

export const MAIL_KINDS = [
  'booking-confirmation',
  'payment-receipt',
  'booking-change',
  'booking-cancellation',
  'booking-request',
  'request-confirmed',
  'request-declined',
  /** Sent by staff from the desk: a link to pay the balance, a refund staff made. */
  'payment-link',
  'staff-refund',
  /** The rental agreement, signed at check-out (issue 32). */
  'rental-agreement',
] as const

/**
 * Mail of the car's return (issue 32): the return report, the damage claim's notice, its decision
 * and its withdrawal; a later toll or fine's notice and its withdrawal (ADR 032).
 */
export const HANDOVER_MAIL_KINDS = [
  'return-report',
  'claim-notice',
  'claim-decision',
  'claim-withdrawal',
  'later-charge',
  'later-charge-withdrawal',
] as const

/** Mail of the sales side: staff told of an inquiry, a price watch's opt-in and its alerts. */
export const SALES_MAIL_KINDS = ['sale-inquiry', 'price-watch-confirm', 'price-watch-alert'] as const

/** Payload's own mail to admin users (password reset), sent through the same path as customer mail. */
export const STAFF_MAIL_KIND = 'staff-account'

/**
 * Customer e-mails (and Payload's mail to staff) written to `$DATA_DIR/outbox` as .eml files when no SMTP server is configured
 * (SMTP_URL unset), so the demo shows what customers would receive. Written by the server only;
 * staff read the list.
 */
export const OutboxMessages: CollectionConfig = {
  slug: OUTBOX_MESSAGES_SLUG,
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'booking', 'createdAt'],
    group: 'Rental',
    description: 'E-mails to customers and staff, kept as .eml files because no SMTP server is configured. Read-only.',
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody, unlock: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [...MAIL_KINDS, ...HANDOVER_MAIL_KINDS, ...SALES_MAIL_KINDS, STAFF_MAIL_KIND],
    },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    { name: 'filePath', type: 'text', required: true, admin: { description: 'The .eml file under the data folder.' } },
    {
      name: 'effectKey',
      type: 'text',
      unique: true,
      admin: { description: 'The booking effect that sent it: each is kept once, however often it is tried.' },
    },
  ],
}
