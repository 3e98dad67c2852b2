import type { GlobalConfig } from 'payload'

import { isAgent, isStaff } from '../../access/roles'
import { WEB_CATEGORIES } from '../../../domain/fleet/web-categories'
import { countField, localizedLinesField } from '../../collections/rental/shared/fields'

/**
 * Rules of the rental engine that belong to no one service or car: the minimum driver age per web
 * category (a car category may set its own, which wins), read by availability and booking save;
 * and what no protection covers, shown on the Insurance step and the protection comparison.
 */
export const RentalRules: GlobalConfig = {
  slug: 'rental-rules',
  label: 'Rental rules',
  admin: { group: 'Rental' },
  access: { read: isStaff, update: isAgent },
  fields: [
    countField('minimumAge', {
      required: true,
      defaultValue: 19,
      description: 'The youngest driver allowed for every car the list below does not name.',
    }),
    {
      name: 'minimumAgeByWebCategory',
      type: 'array',
      admin: { description: 'A higher (or lower) minimum age for the cars of a web category, e.g. Large SUVs 25.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'webCategory',
              type: 'select',
              required: true,
              options: WEB_CATEGORIES.map(({ label, id }) => ({ label, value: id })),
            },
            countField('minimumAge', { required: true }),
          ],
        },
      ],
    },
    localizedLinesField(
      'neverCovered',
      'What no protection level covers (e.g. river crossings), one line each: shown on the Insurance step and wherever protections are compared.',
    ),
  ],
}
