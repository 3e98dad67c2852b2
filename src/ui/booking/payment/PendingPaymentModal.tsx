'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { Modal } from '@/ui/primitives/Modal'

type Props = {
  /** The bank's card check, while it still waits for the card holder. */
  challengeUrl: string | undefined
  /** This step again, to see whether the bank has answered. */
  checkAgainHref: string
}

/** SPEC §2 pending payment modal: open when the step shows a payment still waiting for the bank. */
export function PendingPaymentModal({ challengeUrl, checkAgainHref }: Props) {
  const t = useTranslations('booking.payment.pending')
  const [isOpen, setIsOpen] = useState(true)
  return (
    <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('title')} testId="pending-payment-modal">
      <div className="flex flex-col gap-5 px-4 pb-6 sm:px-6">
        <p>{challengeUrl ? t('text') : t('confirming')}</p>
        <div className="flex flex-wrap gap-3">
          {challengeUrl ? (
            <a href={challengeUrl} className={buttonClass('primary')}>
              {t('continue')}
            </a>
          ) : null}
          <a href={checkAgainHref} className={buttonClass(challengeUrl ? 'outline' : 'primary')}>
            {t('checkAgain')}
          </a>
          <button type="button" onClick={() => setIsOpen(false)} className={buttonClass('link')}>
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
