'use client'

import type { TabItem, TabSelection } from './use-tab-selection'

/** The row of tab buttons; each controls the panel `{tabId}-panel`. */
export function TabButtons({ tabs, selection }: { tabs: readonly TabItem[]; selection: TabSelection }) {
  const { selectedId, select, onKeyDown, buttons } = selection
  return (
    <div role="tablist" className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      {tabs.map((tab, index) => {
        const isSelected = tab.tabId === selectedId
        return (
          <button
            key={tab.tabId}
            ref={(element) => {
              buttons.current[index] = element
            }}
            id={tab.tabId}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={`${tab.tabId}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px min-h-11 shrink-0 scroll-mt-24 border-b-2 px-4 py-2.5 font-semibold whitespace-nowrap transition-colors ${
              isSelected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-muted hover:border-line hover:text-ink'
            }`}
          >
            {tab.title}
          </button>
        )
      })}
    </div>
  )
}
