import { getLocale, getTranslations } from 'next-intl/server'

import type { SpecRow } from '@/domain/sales/car-page/spec-rows'

import { saleValueNamer } from '../sale-value-names'

const UNITS = { mileage: 'km', horsePower: 'hp', engineSize: 'cc', battery: 'kwh', co2: 'co2' } as const

/**
 * SPEC §3 specification table of a car for sale: year, mileage, fuel, gearbox, drive train, body
 * type, colour, … others; coded values named in the page language.
 */
export async function SpecTable({ rows }: { rows: readonly SpecRow[] }) {
  const locale = await getLocale()
  const [t, nameOf] = await Promise.all([getTranslations('saleCar'), saleValueNamer()])
  const number = new Intl.NumberFormat(locale)
  const valueOf = (row: SpecRow): string => {
    if (row.kind === 'text') return row.value
    if (row.kind === 'option') return nameOf(row.key, row.value)
    if (row.key === 'year' || row.key === 'doors' || row.key === 'seats') return String(row.value)
    return t(`units.${UNITS[row.key]}`, { value: number.format(row.value) })
  }
  return (
    <dl
      className="grid grid-cols-1 divide-y divide-line overflow-hidden rounded-2xl ring-1 ring-line sm:grid-cols-2 sm:divide-y-0"
      data-testid="car-spec"
    >
      {rows.map((row) => (
        <div
          key={row.key}
          className="flex justify-between gap-4 bg-white px-4 py-3 sm:border-b sm:border-line"
          data-spec={row.key}
        >
          <dt className="text-muted">{t(`spec.${row.key}`)}</dt>
          <dd className="text-right font-semibold whitespace-pre-line">{valueOf(row)}</dd>
        </div>
      ))}
    </dl>
  )
}
