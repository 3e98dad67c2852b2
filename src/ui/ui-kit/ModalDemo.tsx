'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { Modal } from '@/ui/primitives/Modal'

/** A button that opens a modal, which can open a second one on top (Escape closes the top one). */
export function ModalDemo() {
  const t = useTranslations('uiKit')
  const [openCount, setOpenCount] = useState(0)
  return (
    <>
      <button type="button" className={buttonClass('primary')} aria-haspopup="dialog" onClick={() => setOpenCount(1)}>
        {t('openModal')}
      </button>
      <Modal isOpen={openCount >= 1} onClose={() => setOpenCount(0)} title={t('modalTitle')} testId="ui-kit-modal">
        <div className="space-y-4 px-4 pb-6 sm:px-6">
          <p>{t('modalText')}</p>
          <button type="button" className={buttonClass('outline')} onClick={() => setOpenCount(2)}>
            {t('openSecondModal')}
          </button>
        </div>
      </Modal>
      <Modal
        isOpen={openCount >= 2}
        onClose={() => setOpenCount(1)}
        title={t('secondModalTitle')}
        testId="ui-kit-modal-2"
      >
        <p className="px-4 pb-6 sm:px-6">{t('modalText')}</p>
      </Modal>
    </>
  )
}
