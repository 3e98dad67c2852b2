import type { TabsBlock } from '@/payload-types'
import { RichText } from '@/ui/primitives/RichText'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'
import { TabList } from '../lazy'
import { visibleTabs } from './tabs'

/** Tabs whose panels are rendered on the server; the tab list is the only client part. */
export function Tabs({ block }: BlockProps<TabsBlock>) {
  const tabs = visibleTabs(block.tabs)
  if (tabs.length === 0) return null
  return (
    <BlockSection type="tabs" id={block.id} title={block.title}>
      <TabList
        tabs={tabs.map(({ tabId, title }) => ({ tabId, title }))}
        panels={tabs.map((tab) => (
          <RichText key={tab.tabId} data={tab.body} />
        ))}
      />
    </BlockSection>
  )
}
