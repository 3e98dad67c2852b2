import type { Field } from 'payload'

import { BLOCK_STYLES, BLOCK_WIDTHS, isCssClassList } from '../../domain/content/block-settings'
import { THEMES } from './theme'

/**
 * SPEC §3 content block settings: theme, width (of the 100-column layout grid), extra CSS classes,
 * a style and columns. `style` is a named style rather than free CSS, so pages keep a strict
 * Content-Security-Policy (no inline style attributes from editors).
 */
export function blockSettingsField({ columns = 4 }: { columns?: number } = {}): Field {
  return {
    name: 'settings',
    type: 'group',
    admin: { description: 'How the block looks: theme, width, style, columns and extra CSS classes.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'theme', type: 'select', defaultValue: 'light', options: [...THEMES] },
          {
            name: 'width',
            type: 'select',
            defaultValue: '100',
            options: BLOCK_WIDTHS.map((width) => ({ label: `${width} of 100 columns`, value: width })),
          },
          { name: 'style', type: 'select', defaultValue: 'default', options: [...BLOCK_STYLES] },
          { name: 'columns', type: 'number', min: 1, max: 4, defaultValue: columns },
        ],
      },
      {
        name: 'cssClass',
        type: 'text',
        validate: (value: string | null | undefined) =>
          !value || isCssClassList(value) || 'Class names only: letters, digits, "-" and "_", separated by spaces.',
      },
    ],
  }
}
