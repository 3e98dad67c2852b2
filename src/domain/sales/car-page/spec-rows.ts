import type { SaleCodedField } from '../coded-values'

/** SPEC §3 Vehicle for sale specification, as stored. */
export type SaleSpecification = {
  readonly year: number
  readonly mileage: number
  readonly fuel: string
  readonly gearbox: string
  readonly colour?: string | null
  readonly doors?: number | null
  readonly seats?: number | null
  readonly horsePower?: number | null
  readonly engineSize?: number | null
  readonly battery?: number | null
  readonly co2?: number | null
  readonly others?: string | null
}

export const SPEC_ROW_KEYS = [
  'year',
  'mileage',
  'fuel',
  'gearbox',
  'driveTrain',
  'bodyType',
  'colour',
  'doors',
  'seats',
  'horsePower',
  'engineSize',
  'battery',
  'co2',
  'others',
] as const
export type SpecRowKey = (typeof SPEC_ROW_KEYS)[number]

/** One row of the specification table: which value, and the raw value the UI formats. */
export type SpecRow =
  | { readonly key: SaleCodedField; readonly kind: 'option'; readonly value: string }
  | { readonly key: 'others'; readonly kind: 'text'; readonly value: string }
  | {
      readonly key: 'year' | 'mileage' | 'doors' | 'seats' | 'horsePower' | 'engineSize' | 'battery' | 'co2'
      readonly kind: 'number'
      readonly value: number
    }

/** The car's own coded values the table shows beside its specification. */
export type SaleCarKind = { readonly driveTrain?: string | null; readonly bodyType?: string | null }

/**
 * The rows of the specification table in the spec's order, with the drive train and body type
 * after the gearbox; empty values (blank text, missing or zero counts other than CO2 of an
 * electric car) are left out. Year and mileage always show. Coded values (fuel, gearbox, drive
 * train, body type, colour) are rows of kind `option`, shown by their label in the page language.
 */
export function specRows(spec: SaleSpecification, car: SaleCarKind = {}): SpecRow[] {
  const rows: SpecRow[] = [
    { key: 'year', kind: 'number', value: spec.year },
    { key: 'mileage', kind: 'number', value: spec.mileage },
    { key: 'fuel', kind: 'option', value: spec.fuel },
    { key: 'gearbox', kind: 'option', value: spec.gearbox },
  ]
  for (const [key, value] of [
    ['driveTrain', car.driveTrain],
    ['bodyType', car.bodyType],
    ['colour', spec.colour],
  ] as const) {
    const code = value?.trim()
    if (code) rows.push({ key, kind: 'option', value: code })
  }
  for (const key of ['doors', 'seats', 'horsePower', 'engineSize', 'battery'] as const) {
    const value = spec[key]
    if (value != null && value > 0) rows.push({ key, kind: 'number', value })
  }
  if (spec.co2 != null && (spec.co2 > 0 || spec.fuel === 'Electric'))
    rows.push({ key: 'co2', kind: 'number', value: spec.co2 })
  const others = spec.others?.trim()
  if (others) rows.push({ key: 'others', kind: 'text', value: others })
  return rows
}
