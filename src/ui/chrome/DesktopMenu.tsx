'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId, useState } from 'react'

import { usePathname } from '@/i18n/navigation-client'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { isSamePath } from './nav-rules'
import type { MenuItem } from '@/server/cms/site-chrome'
import { SubmenuToggle } from './SubmenuToggle'

const LINK =
  'inline-flex min-h-12 items-center rounded-md px-3 font-semibold whitespace-nowrap text-ink hover:text-brand-600 aria-[current=page]:text-brand-600'

/**
 * The wide-screen menu. An item with sub-pages opens its dropdown on hover, or from its chevron
 * button (a disclosure: Enter/Space toggles, Escape closes and returns focus to the button). A
 * dropdown is rendered only while open, so every page's header stays small.
 */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('chrome')
  const pathname = usePathname()
  const baseId = useId()
  const [openIndex, setOpenIndex] = useState<number | null>(null)

  const onKeyDown = (event: React.KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key !== 'Escape' || openIndex !== index) return
    setOpenIndex(null)
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus()
  }
  const onBlur = (event: React.FocusEvent<HTMLLIElement>, index: number) => {
    if (openIndex === index && !event.currentTarget.contains(event.relatedTarget)) setOpenIndex(null)
  }

  return (
    <nav aria-label={t('mainMenu')} data-testid="desktop-menu" className="-ml-3">
      <ul className="flex flex-wrap items-center gap-x-1">
        {items.map((item, index) => {
          const hasSub = item.subPages.length > 0
          const isOpen = openIndex === index
          const listId = `${baseId}-sub-${index}`
          return (
            <li
              key={`${item.url}-${index}`}
              className="relative flex items-center"
              onMouseEnter={hasSub ? () => setOpenIndex(index) : undefined}
              onMouseLeave={hasSub ? () => setOpenIndex(null) : undefined}
              onKeyDown={(event) => onKeyDown(event, index)}
              onBlur={(event) => onBlur(event, index)}
            >
              <SmartLink
                href={item.url}
                aria-current={isSamePath(item.url, pathname) ? 'page' : undefined}
                className={`${LINK} ${hasSub ? 'pr-1' : ''}`}
              >
                {item.title}
              </SmartLink>
              {hasSub ? (
                <SubmenuToggle
                  title={item.title}
                  listId={listId}
                  isOpen={isOpen}
                  onToggle={() => setOpenIndex(isOpen ? null : index)}
                  className="-ml-2 inline-flex h-11 w-7 items-center justify-center rounded-md text-muted hover:text-brand-600"
                  iconClassName="size-4"
                />
              ) : null}
              {hasSub && isOpen ? (
                <div id={listId} className="absolute top-full left-0 z-10 pt-1">
                  <ul className="min-w-60 rounded-xl border border-line bg-white p-2 shadow-xl">
                    {item.subPages.map((sub, subIndex) => (
                      <li key={`${sub.url}-${subIndex}`}>
                        <SmartLink
                          href={sub.url}
                          aria-current={isSamePath(sub.url, pathname) ? 'page' : undefined}
                          className="flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600"
                        >
                          {sub.title}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
