import type { ContentCollectionBlock } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'
import { COLUMN_CLASSES, clampColumns } from './columns'
import { RenderItems } from './items/RenderItems'

/** A titled grid of 1-4 columns of content items (text, rich text, files, buttons, media…). */
export function ContentCollection({ block, context }: BlockProps<ContentCollectionBlock>) {
  const columns = clampColumns(block.columns)
  return (
    <BlockSection type="contentCollection" id={block.id} title={block.title}>
      <div className={`grid gap-x-8 gap-y-6 ${COLUMN_CLASSES[columns]}`} data-columns={columns}>
        <RenderItems items={block.items} context={context} />
      </div>
    </BlockSection>
  )
}
