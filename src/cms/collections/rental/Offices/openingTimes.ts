import type { Field } from 'payload'

import { dayField } from '../shared/fields'
import { validateClockTime } from '../shared/validators'
import { OFFICE_WEEKDAYS } from './weekdays'

const clockTime = (name: string): Field => ({
  name,
  type: 'text',
  validate: validateClockTime,
  admin: { placeholder: 'HH:MM', width: '50%' },
})

/**
 * Opening times by validity (SPEC §3 Desk). A weekday is open when it is not listed as closed and
 * has both times; an open-ended validity has no dates. The first schedule covering a date wins.
 */
export const openingTimesField: Field = {
  name: 'openingTimes',
  type: 'array',
  admin: { description: 'Times are office time (Atlantic/Reykjavik, UTC), 24-hour HH:MM.' },
  fields: [
    { type: 'row', fields: [dayField('validFrom'), dayField('validTo')] },
    {
      name: 'closedWeekdays',
      type: 'select',
      hasMany: true,
      options: OFFICE_WEEKDAYS.map(({ name }) => name),
    },
    {
      name: 'hours',
      type: 'group',
      fields: OFFICE_WEEKDAYS.map(({ name }) => ({
        name,
        type: 'group',
        fields: [{ type: 'row', fields: [clockTime('opensAt'), clockTime('closesAt')] }],
      })),
    },
  ],
}

/**
 * Pickup or return outside opening hours: allowed or not, the window in which it is, and what the
 * renter is told then instead of the desk's directions (the confirmation, e-mails, voucher,
 * calendar file and manage show these whenever a handover falls outside opening hours).
 */
export const outOfHoursField: Field = {
  name: 'outOfHours',
  type: 'group',
  fields: [
    { name: 'isAllowed', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [clockTime('earliest'), clockTime('latest')],
    },
    {
      name: 'pickupInstructions',
      type: 'textarea',
      localized: true,
      admin: { description: 'Pickup while the desk is closed: the key box or meeting point, step by step.' },
    },
    {
      name: 'returnInstructions',
      type: 'textarea',
      localized: true,
      admin: { description: 'Return while the desk is closed: where to park and leave the key.' },
    },
    {
      name: 'helpPhone',
      type: 'text',
      admin: { description: 'Phone for help while the desk is closed, e.g. +354 420 5050.' },
    },
  ],
}

/** Dates the office is closed. */
export const holidaysField: Field = {
  name: 'holidays',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [dayField('date', { required: true }), { name: 'name', type: 'text' }],
    },
  ],
}
