'use client'

import { FIELD_CLASS, LABEL_CLASS } from '@/ui/primitives/field-styles'

import { FacetGroup } from './FacetGroup'
import type { SearchFiltersData } from './filter-panel-data'
import { ShowCarsButton } from './lazy'
import { RangeGroup } from './RangeGroup'

/** The filters of the search form from their data: search words, the list groups, the ranges and the flags. */
export function SearchFiltersView({ data, formId }: { data: SearchFiltersData; formId: string }) {
  const { flags } = data
  const labels = { from: data.from, to: data.to }
  const isFlagsOpen = flags.options.some((option) => option.isChosen) || flags.serialNumber.value !== ''
  return (
    <div className="flex flex-col">
      <label className="block py-3">
        <span className={LABEL_CLASS}>{data.multipleSearch.label}</span>
        <input type="search" name="multipleSearch" defaultValue={data.multipleSearch.value} className={FIELD_CLASS} />
      </label>
      {data.groups.map((group) => (
        <FacetGroup key={group.name} {...group} />
      ))}
      {data.ranges.map((range) => (
        <RangeGroup key={range.name} {...range} labels={labels} />
      ))}
      <details className="group border-b border-line py-3" open={isFlagsOpen} data-testid="facet-flags">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold">
          <span>{flags.legend}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <fieldset className="mt-1">
          <legend className="sr-only">{flags.legend}</legend>
          <ul className="space-y-1">
            {flags.options.map((option) => (
              <li key={option.value}>
                <label htmlFor={`f-${option.value}`} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                  <input
                    id={`f-${option.value}`}
                    type="checkbox"
                    name={option.value}
                    value="true"
                    defaultChecked={option.isChosen}
                    className="size-5 accent-brand-600"
                  />
                  <span>{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
          <label className="mt-3 block">
            <span className={LABEL_CLASS}>{flags.serialNumber.label}</span>
            <input type="text" name="serialNumber" defaultValue={flags.serialNumber.value} className={FIELD_CLASS} />
          </label>
        </fieldset>
      </details>
      {/* On phones the back-to-top button sits at the bottom right: the button stops short of it. */}
      <div className="sticky bottom-0 bg-white py-4 pr-16 sm:pr-20 lg:pr-0">
        <ShowCarsButton formId={formId} initialCount={data.total} />
      </div>
    </div>
  )
}
