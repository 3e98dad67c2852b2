import type { Field } from 'payload'

import { MAX_NEW_DAMAGE } from '../../../../domain/bookings/check-in'
import { CLAIM_STATUSES } from '../../../../domain/bookings/damage-claim'
import { CHARGE_KINDS } from '../../../../domain/bookings/return-charges'
import {
  LATER_CHARGE_KINDS,
  LATER_CHARGE_STATUSES,
  MAX_REASON_CHARS,
  MAX_REFERENCE_CHARS,
} from '../../../../domain/bookings/later-charges'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * The check-in record (issue 32): the car as it came back, and the charges found, each with its
 * evidence. The bookings module's own, written by its check-in command; read-only to staff here.
 */
export const checkInField: Field = {
  name: 'checkIn',
  type: 'group',
  admin: { description: 'Recorded at the return through the bookings module.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'recordedAt', type: 'date', admin: dateTime },
        { name: 'recordedBy', type: 'text', admin: { description: 'The staff member, as they signed in.' } },
        { name: 'returnedAt', type: 'date', admin: dateTime },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'mileage', type: 'number', min: 0, admin: { description: 'Odometer, km.' } },
        { name: 'fuelEighths', type: 'number', min: 0, max: 8, admin: { description: 'Fuel, eighths of a tank.' } },
      ],
    },
    {
      name: 'damage',
      type: 'array',
      maxRows: MAX_NEW_DAMAGE,
      labels: { singular: 'New damage', plural: 'New damage' },
      fields: [
        { name: 'note', type: 'text', required: true, maxLength: 500 },
        { name: 'photo', type: 'upload', relationTo: 'handover-photos' },
        { name: 'priceItem', type: 'relationship', relationTo: 'damage-prices' },
      ],
    },
    {
      name: 'charges',
      type: 'array',
      labels: { singular: 'Charge', plural: 'Charges' },
      admin: { description: 'ISK minor units (hundredths), each with the evidence it was computed from.' },
      fields: [
        { name: 'kind', type: 'select', required: true, options: [...CHARGE_KINDS] },
        { name: 'amount', type: 'number', required: true, min: 0 },
        { name: 'evidence', type: 'textarea', required: true },
        { name: 'addedAt', type: 'date', admin: dateTime },
        { name: 'addedBy', type: 'text' },
      ],
    },
  ],
}

/**
 * The damage claim (issue 32): its clock (notice within 10 days of the return, 20 days to object),
 * the renter's objection, the manager's decision or staff's withdrawal. Written by the bookings module only.
 */
export const damageClaimField: Field = {
  name: 'damageClaim',
  type: 'group',
  admin: { description: 'The claim for the return charges, with its clock. Through the bookings module.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', options: [...CLAIM_STATUSES] },
        { name: 'amount', type: 'number', min: 0, admin: { description: 'Claimed, ISK minor units.' } },
        { name: 'openedAt', type: 'date', admin: dateTime },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'noticeDueBy', type: 'date', admin: dateTime },
        { name: 'noticeSentAt', type: 'date', admin: dateTime },
        { name: 'objectionEndsAt', type: 'date', admin: dateTime },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'objectedAt', type: 'date', admin: dateTime },
        { name: 'objection', type: 'textarea', maxLength: 4000 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'decidedAt', type: 'date', admin: dateTime },
        { name: 'decidedBy', type: 'text' },
        { name: 'decidedAmount', type: 'number', min: 0, admin: { description: 'ISK minor units.' } },
        { name: 'decision', type: 'textarea', maxLength: 4000 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'settledAt', type: 'date', admin: dateTime },
        { name: 'chargedAmount', type: 'number', min: 0, admin: { description: 'Taken, ISK minor units.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'withdrawnAt', type: 'date', admin: dateTime },
        { name: 'withdrawnBy', type: 'text' },
        { name: 'withdrawal', type: 'textarea', maxLength: 4000, admin: { description: 'Why staff withdrew it.' } },
      ],
    },
  ],
}

/**
 * Tolls and fines that reach the company after the return (ADR 032): each owed by the renter with
 * the handling fee, paid through the manage page with the balance, or withdrawn by staff. Written
 * by the bookings module only.
 */
export const laterChargesField: Field = {
  name: 'laterCharges',
  type: 'array',
  labels: { singular: 'Later toll or fine', plural: 'Later tolls and fines' },
  admin: { description: 'ISK minor units (hundredths). Added and withdrawn on the check-in screen.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: [...LATER_CHARGE_KINDS] },
        { name: 'reference', type: 'text', required: true, maxLength: MAX_REFERENCE_CHARS },
        { name: 'offenceDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'amount', type: 'number', required: true, min: 0, admin: { description: 'The bill.' } },
        { name: 'handlingFee', type: 'number', required: true, min: 0 },
        { name: 'status', type: 'select', required: true, defaultValue: 'owed', options: [...LATER_CHARGE_STATUSES] },
      ],
    },
    { name: 'evidence', type: 'upload', relationTo: 'handover-photos' },
    {
      type: 'row',
      fields: [
        { name: 'addedAt', type: 'date', admin: dateTime },
        { name: 'addedBy', type: 'text' },
        { name: 'noticeAt', type: 'date', admin: dateTime },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'withdrawnAt', type: 'date', admin: dateTime },
        { name: 'withdrawnBy', type: 'text' },
        { name: 'withdrawal', type: 'textarea', maxLength: MAX_REASON_CHARS },
      ],
    },
  ],
}
