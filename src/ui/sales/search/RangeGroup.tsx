import { FIELD_CLASS } from '@/ui/primitives/field-styles'

import type { FilterRangeData } from './filter-panel-data'

/** A `_from` / `_to` pair of the search form; `labels` are the words "From" and "To". */
export function RangeGroup(props: FilterRangeData & { labels: { from: string; to: string } }) {
  const isChosen = props.from !== undefined || props.to !== undefined
  return (
    <details className="group border-b border-line py-3" open={isChosen} data-testid={`range-${props.name}`}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold">
        <span>{props.legend}</span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-1 grid grid-cols-2 gap-3">
        <legend className="sr-only">{props.legend}</legend>
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="text-sm">
            <span className="mb-1 block">{props.labels[end]}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={`${props.name}_${end}`}
              defaultValue={props[end]}
              className={FIELD_CLASS}
            />
          </label>
        ))}
      </fieldset>
    </details>
  )
}
