import type { Field } from 'payload'

import { RULE_OPERATORS } from '../../domain/forms/form-definition'

const OPERATOR_LABELS: Record<(typeof RULE_OPERATORS)[number], string> = {
  equals: 'equals',
  notEquals: 'does not equal',
  filled: 'is filled in',
  empty: 'is empty',
}

/**
 * A condition on another field of the same form (by its name). Left without a field name, the
 * condition is off: the field is always visible, or required only when ticked "Required".
 */
export function ruleGroup(name: 'visibleWhen' | 'requiredWhen', label: string, description: string): Field {
  return {
    name,
    type: 'group',
    label,
    admin: { description },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'field',
            type: 'text',
            label: 'Field name',
            admin: { width: '34%', placeholder: 'e.g. hasCar' },
            validate: (value: unknown) =>
              value === null || value === undefined || value === '' || /^[A-Za-z_][\w-]*$/.test(String(value))
                ? true
                : 'Use the name of another field of this form.',
          },
          {
            name: 'operator',
            type: 'select',
            defaultValue: 'equals',
            admin: { width: '33%' },
            options: RULE_OPERATORS.map((value) => ({ value, label: OPERATOR_LABELS[value] })),
          },
          {
            name: 'value',
            type: 'text',
            admin: {
              width: '33%',
              placeholder: 'a value; true for a ticked checkbox',
              condition: (_, sibling: { operator?: string }) =>
                sibling?.operator === 'equals' || sibling?.operator === 'notEquals',
            },
          },
        ],
      },
    ],
  }
}
