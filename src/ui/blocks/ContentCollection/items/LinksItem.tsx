import type { LinksItem as LinksItemData } from '@/payload-types'
import { SmartLink } from '@/ui/primitives/SmartLink'

import type { ItemProps } from './RenderItems'

export function LinksItem({ item }: ItemProps<LinksItemData>) {
  const links = item.links ?? []
  if (links.length === 0) return null
  return (
    <ul className="divide-y divide-line border-y border-line">
      {links.map((link, index) => (
        <li key={link.id ?? index}>
          <SmartLink
            href={link.url}
            className="flex min-h-11 items-center justify-between gap-4 py-3 font-medium text-ink hover:text-brand-600"
          >
            {link.label}
            <span aria-hidden="true" className="text-brand-600">
              →
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
