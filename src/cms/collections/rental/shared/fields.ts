import type { Field, SelectField } from 'payload'

import { CURRENCY_CODES } from '../../../../domain/money/money'
import { validateNonNegativeInteger } from './validators'

type FieldOptions = { required?: boolean; description?: string; defaultValue?: number }

/** An amount in minor units (EUR cents unless the document says otherwise): 4500 is 45.00. */
export function centsField(name: string, options: FieldOptions = {}): Field {
  const { description = 'Minor units (cents): 4500 is 45.00.', ...rest } = options
  return { name, type: 'number', min: 0, validate: validateNonNegativeInteger, ...rest, admin: { description } }
}

/** A whole count (days, seats, kilometres), 0 or more. */
export function countField(name: string, options: FieldOptions = {}): Field {
  const { description, ...rest } = options
  return { name, type: 'number', min: 0, validate: validateNonNegativeInteger, ...rest, admin: { description } }
}

export const currencyField: SelectField = {
  name: 'currency',
  type: 'select',
  required: true,
  defaultValue: 'EUR',
  options: [...CURRENCY_CODES],
}

export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers come first.' },
}

export const isActiveField: Field = {
  name: 'isActive',
  type: 'checkbox',
  defaultValue: true,
  admin: { position: 'sidebar' },
}

/** A date without a time of day (an office date; offices keep UTC all year). */
export function dayField(name: string, options: { required?: boolean; description?: string } = {}): Field {
  const { description, ...rest } = options
  return {
    name,
    type: 'date',
    ...rest,
    admin: { description, date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
  }
}

/** A list of localized lines (features, coverage, accessories): each language has its own list. */
export function localizedLinesField(name: string, description?: string): Field {
  return {
    name,
    type: 'array',
    localized: true,
    admin: { description },
    fields: [{ name: 'text', type: 'text', required: true }],
  }
}
