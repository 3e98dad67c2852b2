'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { Modal } from '@/ui/primitives/Modal'

/** Codes with a message of their own; any other code gets the general one. */
const KNOWN_CODES = ['CAR_NOT_AVAILABLE', 'NO_TEMPORARY_BOOKING', 'TOO_MANY_HOLDS'] as const

type Props = {
  code: string
  /** The same page without the error parameter: closing goes there. */
  closeHref: string
}

/** The reservation error modal of the search page, shown when choosing a car failed (SPEC §2). */
export function ReservationErrorModal({ code, closeHref }: Props) {
  const t = useTranslations('booking.reservationError')
  const [isOpen, setIsOpen] = useState(true)
  const messageKey = KNOWN_CODES.find((known) => known === code) ?? 'default'
  const close = () => {
    setIsOpen(false)
    // The App Router follows history.replaceState: the URL loses the parameter, the results stay
    // as they are, with no new search on the server.
    window.history.replaceState(null, '', closeHref)
  }
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('title')} testId="reservation-error">
      <div className="px-4 pb-5 sm:px-6">
        <p role="alert" data-error-code={code}>
          {t(messageKey)}
        </p>
        <button type="button" onClick={close} className={`${buttonClass('primary')} mt-5`}>
          {t('ok')}
        </button>
      </div>
    </Modal>
  )
}
