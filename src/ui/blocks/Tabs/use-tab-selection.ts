'use client'

import type React from 'react'
import { useRef, useState, useSyncExternalStore } from 'react'

import { tabFromHash, tabIndexForKey } from './tabs'

export type TabItem = { tabId: string; title: string }

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * WAI-ARIA tabs (automatic activation): the tab named in the URL hash is selected, else the one
 * chosen, else the first; choosing a tab updates the hash, arrow keys, Home and End move between tabs.
 */
export function useTabSelection(tabs: readonly TabItem[]) {
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

  return { selectedId, select, onKeyDown, buttons }
}

export type TabSelection = ReturnType<typeof useTabSelection>
