'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation-client'
import { CloseIcon } from '@/ui/primitives/CloseIcon'
import { pushModal, removeModal } from '@/ui/primitives/modal-stack'

import { hasLanguageChoice } from './language-choice'
import { MenuIcon } from './icons'
import { LanguageLinks } from './LanguageLinks'
import { MobileMenuItems } from './MobileMenuItems'
import type { MenuItem } from '@/server/cms/site-chrome'

type Props = { items: MenuItem[]; languages: Locale[]; children?: React.ReactNode }

const WIDE_SCREEN = '(min-width: 1024px)'

/**
 * The phone menu: a modal `<dialog>` sliding in from the right (focus kept inside, Escape or a click
 * on the backdrop closes, page scroll locked). It closes by itself on navigation and on wide screens.
 * `children` are the header buttons.
 */
export function MobileMenu({ items, languages, children }: Props) {
  const t = useTranslations('chrome')
  const pathname = usePathname()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  // Open on the page where it was opened only: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname
  const close = () => setOpenOn(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!isOpen || !dialog) return
    dialog.showModal()
    pushModal(id)
    const wide = window.matchMedia(WIDE_SCREEN)
    const onWide = () => wide.matches && setOpenOn(null)
    wide.addEventListener('change', onWide)
    return () => {
      wide.removeEventListener('change', onWide)
      removeModal(id)
      dialog.close()
    }
  }, [isOpen, id])

  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    close()
  }

  return (
    <div className="ml-auto lg:hidden">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpenOn(pathname)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      >
        <MenuIcon />
        <span className="sr-only">{t('openMenu')}</span>
      </button>
      <dialog
        id={id}
        ref={dialogRef}
        aria-label={t('menu')}
        data-testid="mobile-menu"
        onCancel={onCancel}
        onClick={(event) => event.target === event.currentTarget && close()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,100%)] max-w-none translate-x-full bg-white p-0 text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-ink/50 open:translate-x-0 starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <span className="text-lg font-bold text-brand-900">{t('menu')}</span>
            <button
              type="button"
              onClick={close}
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
      </dialog>
    </div>
  )
}
