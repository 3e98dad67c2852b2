'use client'

import { useTranslations } from 'next-intl'

import { ChevronDownIcon } from './icons'

type Props = {
  title: string
  listId: string
  isOpen: boolean
  onToggle: () => void
  className: string
  iconClassName: string
}

/**
 * The button that opens a menu item's sub-pages, in the desktop and the mobile menu. It names the
 * list it controls only while open: the desktop menu renders a list only then.
 */
export function SubmenuToggle({ title, listId, isOpen, onToggle, className, iconClassName }: Props) {
  const t = useTranslations('chrome')
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={isOpen ? listId : undefined}
      aria-label={t('toggleSubmenu', { title })}
      onClick={onToggle}
      className={className}
    >
      <ChevronDownIcon className={`${iconClassName} transition-transform ${isOpen ? 'rotate-180' : ''}`} />
    </button>
  )
}
