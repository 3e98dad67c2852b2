'use client'

import { useTranslations } from 'next-intl'

import { usePathname } from '@/i18n/navigation-client'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { activeSection, isSamePath } from './nav-rules'
import type { MenuItem } from '@/server/cms/site-chrome'

/** Under the header, on a header item with sub-pages or one of them: its sub-pages, current one marked. */
export function SubMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('chrome')
  const pathname = usePathname()
  const section = activeSection(items, pathname)
  if (!section) return null
  return (
    <nav aria-label={t('subMenu')} data-testid="sub-menu" className="border-b border-line bg-surface">
      <ul className="mx-auto flex w-full max-w-[1440px] gap-1 overflow-x-auto px-1 sm:px-3 lg:px-5">
        {section.subPages.map((sub, index) => (
          <li key={`${sub.url}-${index}`} className="shrink-0">
            <SmartLink
              href={sub.url}
              aria-current={isSamePath(sub.url, pathname) ? 'page' : undefined}
              className="flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-muted hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
            >
              {sub.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
