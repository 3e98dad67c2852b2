import type { TextareaItem } from '@/payload-types'
import { RichText } from '@/ui/primitives/RichText'

import type { ItemProps } from './RenderItems'

export function RichTextItem({ item }: ItemProps<TextareaItem>) {
  return <RichText data={item.body} />
}
