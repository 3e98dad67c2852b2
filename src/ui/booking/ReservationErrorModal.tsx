'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { Modal } from '@/ui/primitives/Modal'

/** Codes with a message of their own; any other code gets the general one. */
const KNOWN_CODES = ['CAR_NOT_AVAILABLE', 'NO_TEMPORARY_BOOKING', 'TOO_MANY_HOLDS'] as const

type Props = {
  code: string
  /** With DRIVER_TOO_YOUNG: the car's minimum driver age. */
  minimumAge?: number | undefined
  /** The same page without the error parameter: closing goes there. */
  closeHref: string
  /** The model that was sold out while it was being chosen, when known. */
  goneCar?: string | undefined
  /** The nearest cars still free, each linking to its card in the results. */
  alternatives?: readonly { id: number; name: string; href: string }[]
}

/** The reservation error modal of the search page, shown when choosing a car failed (SPEC §2). */
export function ReservationErrorModal({ code, closeHref, minimumAge, goneCar, alternatives = [] }: Props) {
  const t = useTranslations('booking.reservationError')
  const [isOpen, setIsOpen] = useState(true)
  const messageKey = KNOWN_CODES.find((known) => known === code) ?? 'default'
  const message =
    code === 'DRIVER_TOO_YOUNG' && minimumAge !== undefined ? t('DRIVER_TOO_YOUNG', { minimumAge }) : t(messageKey)
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
          {code === 'CAR_NOT_AVAILABLE' && goneCar ? t('soldOut', { name: goneCar }) : message}
        </p>
        {alternatives.length > 0 ? (
          <>
            <p className="mt-4 font-semibold">{t('alternatives')}</p>
            <ul className="mt-2 space-y-2" data-testid="sold-out-alternatives">
              {alternatives.map((car) => (
                <li key={car.id}>
                  <a
                    href={car.href}
                    onClick={() => setIsOpen(false)}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {car.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="button" onClick={close} className={`${buttonClass('primary')} mt-5`}>
          {t('ok')}
        </button>
      </div>
    </Modal>
  )
}
