'use client'

import { useId, useState } from 'react'

import { SmartLink } from '@/ui/primitives/SmartLink'

import { activeItemIndex, isSamePath } from './nav-rules'
import type { MenuItem } from '@/server/cms/site-chrome'
import { SubmenuToggle } from './SubmenuToggle'

type Props = { items: MenuItem[]; pathname: string }

/**
 * The phone menu as an accordion: one sub-menu open at a time; the item matching the current route
 * starts open.
 */
export function MobileMenuItems({ items, pathname }: Props) {
  const baseId = useId()
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const active = activeItemIndex(items, pathname)
    return active !== null && (items[active]?.subPages.length ?? 0) > 0 ? active : null
  })

  return (
    <ul className="divide-y divide-line border-y border-line">
      {items.map((item, index) => {
        const hasSub = item.subPages.length > 0
        const isOpen = openIndex === index
        const listId = `${baseId}-sub-${index}`
        return (
          <li key={`${item.url}-${index}`}>
            <div className="flex items-center">
              <SmartLink
                href={item.url}
                aria-current={isSamePath(item.url, pathname) ? 'page' : undefined}
                className="flex min-h-12 flex-1 items-center px-1 text-lg font-semibold text-ink aria-[current=page]:text-brand-600"
              >
                {item.title}
              </SmartLink>
              {hasSub ? (
                <SubmenuToggle
                  title={item.title}
                  listId={listId}
                  isOpen={isOpen}
                  onToggle={() => setOpenIndex(isOpen ? null : index)}
                  className="inline-flex size-12 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-700"
                  iconClassName="size-5"
                />
              ) : null}
            </div>
            {hasSub ? (
              <ul id={listId} hidden={!isOpen} className="pb-3 pl-3">
                {item.subPages.map((sub, subIndex) => (
                  <li key={`${sub.url}-${subIndex}`}>
                    <SmartLink
                      href={sub.url}
                      aria-current={isSamePath(sub.url, pathname) ? 'page' : undefined}
                      className="flex min-h-11 items-center border-l-2 border-line px-4 text-ink hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                    >
                      {sub.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
