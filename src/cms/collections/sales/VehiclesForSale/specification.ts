import type { Field } from 'payload'

import { countField } from '../../rental/shared/fields'
import { SALE_FUELS, SALE_GEARBOXES } from './options'

/** SPEC §3 Vehicle for sale specification. */
export const specificationField: Field = {
  name: 'specification',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        countField('year', { required: true }),
        countField('mileage', { required: true, description: 'Kilometres.' }),
        { name: 'fuel', type: 'select', required: true, options: [...SALE_FUELS] },
        { name: 'gearbox', type: 'select', required: true, options: [...SALE_GEARBOXES] },
      ],
    },
    {
      type: 'row',
      fields: [{ name: 'colour', type: 'text' }, countField('doors'), countField('seats'), countField('horsePower')],
    },
    {
      type: 'row',
      fields: [
        countField('engineSize', { description: 'cc.' }),
        countField('battery', { description: 'kWh.' }),
        countField('co2', { description: 'g/km.' }),
      ],
    },
    { name: 'others', type: 'textarea', localized: true },
  ],
}
