'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'

import type { Locale } from '@/i18n/locales'
import { CloseIcon } from '@/ui/primitives/CloseIcon'

import { hasLanguageChoice } from './language-choice'
import { LanguageLinks } from './LanguageLinks'
import { MobileMenuItems } from './MobileMenuItems'
import type { MenuItem } from '@/server/cms/site-chrome'

export type MobileMenuPanelProps = {
  id: string
  items: MenuItem[]
  languages: Locale[]
  pathname: string
  onClose: () => void
  children?: React.ReactNode
}

/**
 * The phone menu's content (title, close button, menu, header buttons, languages): fetched and
 * rendered when the visitor first opens the menu, so pages carry neither its code nor its markup.
 */
export function MobileMenuPanel({ id, items, languages, pathname, onClose, children }: MobileMenuPanelProps) {
  const t = useTranslations('chrome')
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <span className="text-lg font-bold text-brand-900">{t('menu')}</span>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
        >
          <CloseIcon />
          <span className="sr-only">{t('closeMenu')}</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <nav aria-label={t('mainMenu')}>
          <MobileMenuItems key={pathname} items={items} pathname={pathname} />
        </nav>
        {children ? <div className="mt-6 flex flex-col gap-3">{children}</div> : null}
        {hasLanguageChoice(languages) ? (
          <section className="mt-8" aria-labelledby={`${id}-lang`}>
            <h2 id={`${id}-lang`} className="mb-2 text-sm font-bold tracking-wide text-muted uppercase">
              {t('language')}
            </h2>
            <LanguageLinks languages={languages} className="grid grid-cols-2 gap-1" />
          </section>
        ) : null}
      </div>
    </div>
  )
}
