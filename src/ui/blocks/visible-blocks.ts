import { isInDateWindow } from '@/domain/time/date-window'

import type { PageBlock } from './types'

/** The blocks shown today: a banner outside its date window is left out (so it never takes the h1). */
export function visibleBlocks(blocks: readonly PageBlock[] | null | undefined, now: Date): PageBlock[] {
  return (blocks ?? []).filter(
    (block) => block.blockType !== 'banner' || isInDateWindow({ now, from: block.dateFrom, to: block.dateTo }),
  )
}
