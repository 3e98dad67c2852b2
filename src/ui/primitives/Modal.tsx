'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import { CloseIcon } from './CloseIcon'
import { isTopModal, pushModal, removeModal } from './modal-stack'

type Props = {
  isOpen: boolean
  onClose: () => void
  title: string
  isTitleHidden?: boolean
  size?: 'md' | 'lg' | 'full'
  /** Asked before an outside click closes the modal (the gallery says no while a slide changes). */
  canCloseOnOutsideClick?: () => boolean
  testId?: string
  children: React.ReactNode
}

const SIZES = {
  md: 'm-auto w-[min(100%-2rem,40rem)] max-h-[calc(100dvh-2rem)] rounded-2xl bg-white text-ink shadow-2xl',
  lg: 'm-auto w-[min(100%-2rem,64rem)] max-h-[calc(100dvh-2rem)] rounded-2xl bg-ink text-white shadow-2xl',
  full: 'm-0 h-dvh max-h-none w-screen max-w-none bg-ink text-white',
} as const

/**
 * An accessible modal on the native `<dialog>` (focus kept inside, rest of the page inert).
 * Escape or a click outside (the backdrop, or an element marked `data-modal-backdrop`) closes the
 * top-most modal only; the page scroll is locked while any modal is open.
 */
export function Modal({ isOpen, ...rest }: Props) {
  return isOpen ? <OpenModal {...rest} /> : null
}

function OpenModal({
  onClose,
  title,
  isTitleHidden,
  size = 'md',
  canCloseOnOutsideClick,
  testId,
  children,
}: Omit<Props, 'isOpen'>) {
  const t = useTranslations('common')
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()

  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // A dialog closed by the browser itself (e.g. a repeated Escape) must update the owner's state too;
    // a stale close event from an earlier close() (the dialog is open again) is ignored.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current()
    }
    dialog.addEventListener('close', onNativeClose)
    pushModal(id)
    dialog.showModal()
    return () => {
      dialog.removeEventListener('close', onNativeClose)
      removeModal(id)
      if (dialog.open) dialog.close()
      previouslyFocused?.focus()
    }
  }, [id])

  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    if (isTopModal(id)) onClose()
  }

  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    const target = event.target
    const isOutside =
      target === event.currentTarget || (target instanceof HTMLElement && target.dataset.modalBackdrop !== undefined)
    if (isOutside && isTopModal(id) && (canCloseOnOutsideClick?.() ?? true)) onClose()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      onCancel={onCancel}
      onClick={onClick}
      className={`p-0 backdrop:bg-ink/70 backdrop:backdrop-blur-sm ${SIZES[size]}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <h2 id={`${id}-title`} className={isTitleHidden ? 'sr-only' : 'text-lg font-semibold'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="ml-auto inline-flex size-11 items-center justify-center rounded-full hover:bg-current/10"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-auto">{children}</div>
      </div>
    </dialog>
  )
}
