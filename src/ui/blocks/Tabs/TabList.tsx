'use client'

import type React from 'react'

import { TabButtons } from './TabButtons'
import { TabPanel } from './TabPanel'
import { useTabSelection, type TabItem } from './use-tab-selection'

type Props = { tabs: TabItem[]; panels: React.ReactNode[] }

/** Tabs over panels rendered on the server; the tab named in the URL hash opens, and choosing a tab updates the hash. */
export function TabList({ tabs, panels }: Props) {
  const selection = useTabSelection(tabs)
  return (
    <div>
      <TabButtons tabs={tabs} selection={selection} />
      {tabs.map((tab, index) => (
        <TabPanel key={tab.tabId} tabId={tab.tabId} isSelected={tab.tabId === selection.selectedId}>
          {panels[index]}
        </TabPanel>
      ))}
    </div>
  )
}
