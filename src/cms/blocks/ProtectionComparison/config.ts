import type { Block } from 'payload'

/**
 * The protection levels compared from the rental engine (Services and Rental rules): excess,
 * deposit and price per car class, what each level includes, and the minimum driver ages. Pages
 * place this block instead of typing the numbers, so a change in the admin shows everywhere.
 */
export const ProtectionComparisonBlock: Block = {
  slug: 'protectionComparison',
  interfaceName: 'ProtectionComparisonBlock',
  labels: { singular: 'Protection comparison', plural: 'Protection comparisons' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'showMinimumAges',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also list the minimum driver ages (Rental rules).' },
    },
  ],
}
