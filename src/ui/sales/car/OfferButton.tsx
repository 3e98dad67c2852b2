'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { lazyComponent } from '@/ui/primitives/lazy-component'
import { Modal } from '@/ui/primitives/Modal'

import type { ClientBotCheck } from './use-bot-fields'

// The form's code is fetched when the visitor opens the modal.
const SaleForm = lazyComponent(() => import('./SaleForm').then((module) => module.SaleForm))

type Props = {
  carId: number
  name: string
  /** The cars for sale, without the locale prefix. */
  searchPath: string
  botCheck: ClientBotCheck
}

/**
 * "Send an offer": the offer form in a modal (SPEC §2 modals: Escape or outside click closes it);
 * once sent, its confirmation leads back to the car (the modal closes) or to other cars.
 */
export function OfferButton({ carId, name, searchPath, botCheck }: Props) {
  const t = useTranslations('saleCar')
  const [isOpen, setIsOpen] = useState(false)
  // Once the offer is sent, the confirmation replaces the form and its introduction.
  const [isSent, setIsSent] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('primary')} w-full`}
        aria-haspopup="dialog"
        onClick={() => {
          setIsSent(false)
          setIsOpen(true)
        }}
        data-testid="open-offer"
      >
        {t('actions.offer')}
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('forms.offerTitle')} testId="offer-modal">
        <div className="p-5 sm:p-6">
          {isSent ? null : <p className="mb-4 text-muted">{t('forms.offerIntro', { name })}</p>}
          <SaleForm
            kind="offer"
            carId={carId}
            name={name}
            searchPath={searchPath}
            botCheck={botCheck}
            onBackToCar={() => setIsOpen(false)}
            onSent={() => setIsSent(true)}
          />
        </div>
      </Modal>
    </>
  )
}
