import type { Field } from 'payload'

import { PAYMENT_STATUS_CLASSES } from '../../../../domain/payments/payment-status'
import { REFUND_KINDS, REFUND_REASONS, REFUND_STATUSES } from '../../../../domain/payments/booking-ledger'
import { GENDERS } from '../../../../domain/validation/fields'
import { SERVICE_GROUPS } from '../Services/options'
import { centsField, countField, currencyField, dayField } from '../shared/fields'

const genderField: Field = { name: 'gender', type: 'select', options: [...GENDERS] }

/** The services on the booking as priced at the time (SPEC §3 Booking Services). */
export const bookingServicesField: Field = {
  name: 'services',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'number', required: true },
        { name: 'group', type: 'select', options: [...SERVICE_GROUPS] },
        countField('quantity', { required: true, defaultValue: 1 }),
        { name: 'isPerDay', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('unitAmount', { required: true }),
        centsField('amount', { required: true, description: 'Unit amount x quantity (x days when per day).' }),
        { name: 'isSelected', type: 'checkbox', defaultValue: false },
        { name: 'isMandatory', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}

/** SPEC §3 Driver; the first is the main driver. */
export const driversField: Field = {
  name: 'drivers',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'licenseNumber', type: 'text' },
        { name: 'idNumber', type: 'text' },
        dayField('licenseExpiry', { description: 'Empty: does not expire.' }),
      ],
    },
    { type: 'row', fields: [genderField, { name: 'isAdditional', type: 'checkbox', defaultValue: false }] },
  ],
}

/** SPEC §3 User: the renter. */
export const clientField: Field = {
  name: 'client',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'address', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'postalCode', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'country', type: 'text', admin: { description: 'Two-letter code.' } },
      ],
    },
    { type: 'row', fields: [genderField, { name: 'flightNumber', type: 'text' }] },
    { name: 'comments', type: 'textarea' },
  ],
}

/** SPEC §3 Booking totals, minor units of the booking currency; Total includes VAT. */
export const totalsField: Field = {
  name: 'totals',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [centsField('total'), centsField('totalRent'), centsField('totalAddition'), centsField('totalInsurance')],
    },
    {
      type: 'row',
      fields: [
        centsField('totalVat', { description: 'VAT within the total.' }),
        centsField('totalPaid'),
        centsField('maximumPaymentAmount', { description: 'Most that may be paid now.' }),
      ],
    },
  ],
}

/** Card payments: masked card number only, never the number itself. */
export const paymentsField: Field = {
  name: 'payments',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'transactionId', type: 'text', required: true, index: true },
        { name: 'status', type: 'select', required: true, options: [...PAYMENT_STATUS_CLASSES] },
        { name: 'provider', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maskedPan', type: 'text', admin: { description: 'E.g. 411111******1111.' } },
        centsField('amount', { required: true }),
        { ...currencyField, defaultValue: 'ISK' },
        { name: 'createdAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}

/**
 * Money given back: refunds of collected payments and releases of pre-authorisations, each keyed
 * by the payment's transaction id and why. Recorded 'pending' before the provider is asked, then
 * with its answer; totalPaid is derived from the payments and these.
 */
export const refundsField: Field = {
  name: 'refunds',
  type: 'array',
  admin: { description: 'Refunds and releases of the payments above; totalPaid is derived from both.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'transactionId', type: 'text', required: true, admin: { description: 'Of the payment.' } },
        { name: 'kind', type: 'select', required: true, options: [...REFUND_KINDS] },
        { name: 'reason', type: 'select', required: true, options: [...REFUND_REASONS] },
        { name: 'status', type: 'select', required: true, options: [...REFUND_STATUSES] },
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('amount', { required: true }),
        { ...currencyField, defaultValue: 'ISK' },
        { name: 'refundId', type: 'text', admin: { description: "The provider's id of the refund." } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'createdAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'completedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}

/**
 * The late-cancellation fee the booking kept of what was paid (one rental day under the terms,
 * never more than was paid), ISK minor units as the card was charged; empty or 0 when the booking
 * was cancelled free of charge. A cancelled booking keeps exactly this and nothing more.
 */
export const cancellationFeeField: Field = {
  name: 'cancellationFee',
  type: 'group',
  admin: { description: 'Kept of what was paid when the booking was cancelled late (one rental day).' },
  fields: [
    {
      type: 'row',
      fields: [centsField('amount', { defaultValue: 0 }), { ...currencyField, required: false, defaultValue: 'ISK' }],
    },
  ],
}
