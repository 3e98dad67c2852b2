'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useId, useState } from 'react'

import { LOCALE_LABELS, type Locale } from '@/i18n/locales'
import { lazyComponent } from '@/ui/primitives/lazy-component'

import { ChevronDownIcon, GlobeIcon } from './icons'

const loadLinks = () => import('./LanguageLinks').then((module) => module.LanguageLinks)
// The list's code is fetched when the visitor points at or focuses the button, at the latest on opening.
const LanguageLinks = lazyComponent(loadLinks)
const warm = () => void loadLinks().catch(() => undefined)

/** The wide-screen language menu: a disclosure button over the list of languages (rendered while open). */
export function LanguageSwitcher({ languages }: { languages: Locale[] }) {
  const t = useTranslations('chrome')
  const locale = useLocale()
  const listId = useId()
  const [isOpen, setIsOpen] = useState(false)

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isOpen) return
    setIsOpen(false)
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus()
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false)
  }

  return (
    <div className="relative" onKeyDown={onKeyDown} onBlur={onBlur} data-testid="language-switcher">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => setIsOpen(!isOpen)}
        onPointerEnter={warm}
        onFocus={warm}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-ink hover:bg-brand-50"
      >
        <GlobeIcon />
        <span className="sr-only">{t('currentLanguage', { language: LOCALE_LABELS[locale] })}</span>
        <span aria-hidden="true" className="uppercase">
          {locale}
        </span>
        <ChevronDownIcon className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      {isOpen ? (
        <div id={listId} className="absolute top-full right-0 z-10 pt-1">
          <LanguageLinks
            languages={languages}
            onChoose={() => setIsOpen(false)}
            className="min-w-48 rounded-xl border border-line bg-white p-2 shadow-xl"
          />
        </div>
      ) : null}
    </div>
  )
}
