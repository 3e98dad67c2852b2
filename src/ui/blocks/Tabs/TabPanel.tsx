import type React from 'react'

/** The panel of one tab, hidden unless its tab is selected. */
export function TabPanel({
  tabId,
  isSelected,
  children,
}: {
  tabId: string
  isSelected: boolean
  children?: React.ReactNode
}) {
  return (
    <div
      id={`${tabId}-panel`}
      role="tabpanel"
      aria-labelledby={tabId}
      tabIndex={0}
      hidden={!isSelected}
      className="pt-6"
    >
      {children}
    </div>
  )
}
