import type { Field } from 'payload'

import { countField } from '../../rental/shared/fields'
import { SALE_COLOURS, SALE_FUELS, SALE_GEARBOXES } from './options'

/**
 * The body colour as a code from a fixed list, so the site names it in every language and the
 * colour filter has one option per colour; the admin shows the English names.
 */
const colourField: Field = {
  name: 'colour',
  type: 'select',
  options: SALE_COLOURS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
}

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
      fields: [colourField, countField('doors'), countField('seats'), countField('horsePower')],
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
