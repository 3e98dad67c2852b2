import type { Block } from 'payload'

/**
 * The published damage price list (issue 32, ADR 030): every item of the `damage-prices`
 * collection, its name and description in the page's language and its price — the same list
 * check-in charges a new damage by, so the page and the charge never differ. Nothing is typed here
 * but the heading and the intro.
 */
export const DamagePriceListBlock: Block = {
  slug: 'damagePriceList',
  interfaceName: 'DamagePriceListBlock',
  labels: { singular: 'Damage price list', plural: 'Damage price lists' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'intro', type: 'textarea' },
  ],
}
