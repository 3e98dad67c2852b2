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

/** Pickup or return outside opening hours: allowed or not, and the window in which it is. */
export const outOfHoursField: Field = {
  name: 'outOfHours',
  type: 'group',
  fields: [
    { name: 'isAllowed', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [clockTime('earliest'), clockTime('latest')],
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
