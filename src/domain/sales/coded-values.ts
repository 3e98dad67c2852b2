import { isSaleColour } from './colour-code'
import { SALE_BODY_TYPES, SALE_COLOURS, SALE_DRIVE_TRAINS, SALE_FUELS, SALE_GEARBOXES } from './vehicle-options'

/**
 * The coded values of a car for sale and their codes. Each code has a label in every language at
 * `saleValues.<field>.<code>` in the messages; a visitor sees the label, never the code.
 */
export const SALE_CODED_VALUES = {
  fuel: SALE_FUELS,
  gearbox: SALE_GEARBOXES,
  driveTrain: SALE_DRIVE_TRAINS,
  bodyType: SALE_BODY_TYPES,
  colour: SALE_COLOURS,
} as const
export type SaleCodedField = keyof typeof SALE_CODED_VALUES
export type SaleCode<F extends SaleCodedField> = (typeof SALE_CODED_VALUES)[F][number]

/** What a visitor is shown for a coded value: the label of its code, or the text as stored. */
export type SaleValueLabel =
  { readonly kind: 'code'; readonly key: string } | { readonly kind: 'text'; readonly text: string }

/**
 * How to show a stored value of a coded field: a known code by its label (`key` under
 * `saleValues`, e.g. `colour.black`); anything else as it was stored, so a colour typed before
 * colours were codes still shows as typed until it is migrated, never as an error.
 */
export function saleValueLabel(field: SaleCodedField, value: string): SaleValueLabel {
  const isCode =
    field === 'colour' ? isSaleColour(value) : (SALE_CODED_VALUES[field] as readonly string[]).includes(value)
  return isCode ? { kind: 'code', key: `${field}.${value}` } : { kind: 'text', text: value }
}
