'use client'

import type React from 'react'
import { useState } from 'react'

import { SPECIAL_FILTERS, type SpecialFilter } from '@/domain/search/car-filters'

import { filterCombo } from './filter-combos'

type Props = {
  legend: string
  labels: Readonly<Record<SpecialFilter, string>>
  children: React.ReactNode
}

/**
 * The special filters of the catalogue (Automatic, 6+ Seats, 4WD/AWD) as toggle buttons. They
 * only write the filters that are on into `data-f`: the server-rendered cards hide themselves by
 * CSS, so the page stays the same for every visitor and the cards need no JavaScript.
 */
export function FleetFilters({ legend, labels, children }: Props) {
  const [on, setOn] = useState<readonly SpecialFilter[]>([])
  const toggle = (filter: SpecialFilter) =>
    setOn((current) => (current.includes(filter) ? current.filter((item) => item !== filter) : [...current, filter]))
  return (
    <div className="group/fleet" data-f={filterCombo(on)} data-testid="fleet">
      <div role="group" aria-label={legend} className="flex flex-wrap items-center gap-2" data-testid="fleet-filters">
        <span className="text-sm font-semibold text-muted" aria-hidden="true">
          {legend}
        </span>
        {SPECIAL_FILTERS.map((filter) => {
          const isOn = on.includes(filter)
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggle(filter)}
              className={`min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                isOn
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-500'
              }`}
            >
              {labels[filter]}
            </button>
          )
        })}
      </div>
      {children}
    </div>
  )
}
