import type { ButtonItem as ButtonItemData } from '@/payload-types'
import { CmsButton } from '@/ui/primitives/CmsButton'

import type { ItemProps } from './RenderItems'

export function ButtonItem({ item, context }: ItemProps<ButtonItemData>) {
  return <CmsButton button={item} contactPath={context.contactPath} />
}
