import type { TextItem as TextItemData } from '@/payload-types'
import { Heading } from '@/ui/primitives/Heading'

import type { ItemProps } from './RenderItems'

/** A heading (h2, h3) or a lead paragraph, per the item's `level`. */
export function TextItem({ item }: ItemProps<TextItemData>) {
  const level = item.level ?? 'h2'
  if (level === 'p') return <p className="text-lg leading-relaxed text-pretty text-muted">{item.text}</p>
  return <Heading level={level === 'h3' ? 3 : 2}>{item.text}</Heading>
}
