import {
  isBlockStyle,
  isBlockWidth,
  safeCssClasses,
  type BlockStyle,
  type BlockWidth,
} from '@/domain/content/block-settings'

import { clampColumns, type ColumnCount } from './ContentCollection/columns'

/** A block's settings group as Payload stores it (SPEC §3 content block settings). */
export type BlockSettings =
  | {
      theme?: 'light' | 'dark' | 'brand' | null
      width?: string | null
      style?: string | null
      columns?: number | null
      cssClass?: string | null
    }
  | null
  | undefined

const THEME_CLASSES = { light: '', dark: 'bg-brand-900 text-white', brand: 'bg-brand-50' } as const
const WIDTH_CLASSES: Record<BlockWidth, string> = {
  '100': '',
  '75': 'mx-auto lg:w-3/4',
  '66': 'mx-auto lg:w-2/3',
  '50': 'mx-auto lg:w-1/2',
}
const STYLE_CLASSES: Record<BlockStyle, string> = {
  default: '',
  boxed: 'rounded-3xl bg-white p-4 text-ink shadow-sm ring-1 ring-line sm:p-8',
  flush: '',
}

/** The classes a block's settings stand for: its section, its inner box, and its column count. */
export function blockFrame(settings: BlockSettings, defaultColumns: ColumnCount = 4) {
  const style: BlockStyle = isBlockStyle(settings?.style) ? settings.style : 'default'
  const width: BlockWidth = isBlockWidth(settings?.width) ? settings.width : '100'
  return {
    sectionClass: [THEME_CLASSES[settings?.theme ?? 'light'], safeCssClasses(settings?.cssClass)]
      .filter(Boolean)
      .join(' '),
    innerClass: [WIDTH_CLASSES[width], STYLE_CLASSES[style]].filter(Boolean).join(' '),
    isFlush: style === 'flush',
    isDark: settings?.theme === 'dark',
    columns: settings?.columns == null ? defaultColumns : clampColumns(settings.columns),
  }
}
