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
    {
      name: 'returnCharges',
      type: 'group',
      admin: {
        description:
          'What a return costs beyond the rental (check-in charges). Damage is priced by the Damage price list. Whole krónur, VAT included.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            countField('refuelPerEighth', {
              defaultValue: 2500,
              description: 'Refuelling fee per eighth of a tank short of the check-out level (ISK).',
            }),
            countField('extraKmPrice', {
              defaultValue: 50,
              description: 'Per kilometre over the daily limit of a class with limited mileage (ISK).',
            }),
          ],
        },
        {
          type: 'row',
          fields: [
            countField('lateGraceMinutes', {
              defaultValue: 59,
              description:
                'A return this many minutes after the booked time is not late; later, each rental day it adds is charged at the booking’s day price.',
            }),
            countField('handlingFee', {
              defaultValue: 3500,
              description: 'Added to each toll or fine passed on to the renter (ISK).',
            }),
          ],
        },
      ],
    },
    countField('handoverRetentionDays', {
      defaultValue: 365,
      description:
        'Days after the return that check-out and check-in photos are kept (a claim still open keeps them). 0 keeps them for ever.',
    }),
    localizedLinesField(
      'neverCovered',
      'What no protection level covers (e.g. river crossings), one line each: shown on the Insurance step and wherever protections are compared.',
    ),
  ],
}
