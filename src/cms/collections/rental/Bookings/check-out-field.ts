import type { Field } from 'payload'

import { MAX_DAMAGE_NOTES } from '../../../../domain/bookings/check-out'
import { DAMAGE_ZONES, DAMAGE_ZONE_LABELS } from '../../../../domain/bookings/damage-zones'

/**
 * The check-out record (issue 32): the car as it left the lot. The bookings module's own, written
 * once by its check-out command; read-only to staff here.
 */
export const checkOutField: Field = {
  name: 'checkOut',
  type: 'group',
  admin: { description: 'Recorded at pickup through the bookings module.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'recordedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'recordedBy', type: 'text', admin: { description: 'The staff member, as they signed in.' } },
        { name: 'vehicle', type: 'relationship', relationTo: 'vehicles' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'mileage', type: 'number', min: 0, admin: { description: 'Odometer, km.' } },
        { name: 'fuelEighths', type: 'number', min: 0, max: 8, admin: { description: 'Fuel, eighths of a tank.' } },
        { name: 'licenceChecked', type: 'checkbox', defaultValue: false },
        { name: 'extraDriversPresent', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'damage',
      type: 'array',
      maxRows: MAX_DAMAGE_NOTES,
      labels: { singular: 'Existing damage', plural: 'Existing damage' },
      fields: [
        {
          name: 'zone',
          type: 'select',
          options: DAMAGE_ZONES.map((value) => ({ value, label: DAMAGE_ZONE_LABELS[value] })),
          admin: { description: 'Where on the car, as picked on the diagram.' },
        },
        { name: 'note', type: 'text', required: true, maxLength: 500 },
        { name: 'photo', type: 'upload', relationTo: 'handover-photos' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'signedAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'When the renter signed the record.' },
        },
        { name: 'signature', type: 'upload', relationTo: 'handover-photos' },
        { name: 'agreement', type: 'upload', relationTo: 'rental-agreements' },
      ],
    },
  ],
}
