'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { type ComponentType, useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation-client'
import { pushModal, removeModal } from '@/ui/primitives/modal-stack'

import { MenuIcon } from './icons'
import type { MobileMenuPanelProps } from './MobileMenuPanel'
import type { MenuItem } from '@/server/cms/site-chrome'

type Props = { items: MenuItem[]; languages: Locale[]; children?: React.ReactNode }

const WIDE_SCREEN = '(min-width: 1024px)'

let loadingPanel: Promise<ComponentType<MobileMenuPanelProps>> | undefined

/** The panel's code, fetched once: when the visitor points at or focuses the menu button, at the latest on click. */
function loadPanel(): Promise<ComponentType<MobileMenuPanelProps>> {
  loadingPanel ??= import('./MobileMenuPanel').then(
    (module) => module.MobileMenuPanel,
    (error: unknown) => {
      loadingPanel = undefined // a later click tries again
      throw error
    },
  )
  return loadingPanel
}

/**
 * The phone menu: a modal `<dialog>` sliding in from the right (focus kept inside, Escape or a click
 * on the backdrop closes, page scroll locked). It closes by itself on navigation and on wide screens.
 * Its content (MobileMenuPanel) is fetched and rendered on the first opening; `children` are the
 * header buttons.
 */
export function MobileMenu({ items, languages, children }: Props) {
  const t = useTranslations('chrome')
  const pathname = usePathname()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [Panel, setPanel] = useState<ComponentType<MobileMenuPanelProps> | null>(null)
  // Open on the page where it was opened only: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname && Panel !== null
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

  const open = () => {
    const openedOn = pathname
    loadPanel().then(
      (loaded) => {
        setPanel(() => loaded)
        setOpenOn(openedOn)
      },
      (error: unknown) => console.error('Loading the menu failed', error),
    )
  }
  const warm = () => void loadPanel().catch(() => undefined)

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
        onClick={open}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
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
        {Panel ? (
          <Panel id={id} items={items} languages={languages} pathname={pathname} onClose={close}>
            {children}
          </Panel>
        ) : null}
      </dialog>
    </div>
  )
}
