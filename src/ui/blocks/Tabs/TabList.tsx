'use client'

import type React from 'react'
import { useRef, useState, useSyncExternalStore } from 'react'

import { tabFromHash, tabIndexForKey } from './tabs'

type Props = { tabs: { tabId: string; title: string }[]; panels: React.ReactNode[] }

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/** WAI-ARIA tabs (automatic activation); the tab named in the URL hash opens, and choosing a tab updates the hash. */
export function TabList({ tabs, panels }: Props) {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  )
  const [chosen, setChosen] = useState<string | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const ids = tabs.map((tab) => tab.tabId)
  const selectedId = tabFromHash(hash, ids) ?? chosen ?? ids[0]

  const select = (index: number, { isFocus = false } = {}) => {
    const tab = tabs[index]
    if (!tab) return
    setChosen(tab.tabId)
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(tab.tabId)}`)
    if (isFocus) buttons.current[index]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length)
    if (next === null) return
    event.preventDefault()
    select(next, { isFocus: true })
  }

  return (
    <div>
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
      {tabs.map((tab, index) => (
        <div
          key={tab.tabId}
          id={`${tab.tabId}-panel`}
          role="tabpanel"
          aria-labelledby={tab.tabId}
          tabIndex={0}
          hidden={tab.tabId !== selectedId}
          className="pt-6"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  )
}
