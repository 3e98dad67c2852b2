'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { lazyComponent } from '@/ui/primitives/lazy-component'
import { Modal } from '@/ui/primitives/Modal'

import type { ClientBotCheck } from './use-bot-fields'

// The form's code is fetched when the visitor opens the modal.
const SaleForm = lazyComponent(() => import('./SaleForm').then((module) => module.SaleForm))

/** "Send an offer": the offer form in a modal (SPEC §2 modals: Escape or outside click closes it). */
export function OfferButton({ carId, name, botCheck }: { carId: number; name: string; botCheck: ClientBotCheck }) {
  const t = useTranslations('saleCar')
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('primary')} w-full`}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        data-testid="open-offer"
      >
        {t('actions.offer')}
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('forms.offerTitle')} testId="offer-modal">
        <div className="p-5 sm:p-6">
          <p className="mb-4 text-muted">{t('forms.offerIntro', { name })}</p>
          <SaleForm kind="offer" carId={carId} botCheck={botCheck} />
        </div>
      </Modal>
    </>
  )
}
