'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { type Consent, consentCookie } from '@/domain/tracking/consent'
import { loadConsentSnippets } from '@/server/cms/actions/consent-snippets'
import type { Snippets } from '@/server/cms/site-chrome'
import { CloseIcon } from '@/ui/primitives/CloseIcon'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { ConsentSnippets } from './ConsentSnippets'

type Props = {
  initialConsent: Consent | null
  privacyPath: string
  /** Given only when the visitor had already agreed; otherwise fetched after Agree. */
  initialSnippets: Snippets | null
}

/**
 * The cookie notice, shown until the visitor agrees or closes it. Agree stores 'granted' and starts
 * the snippets; close stores 'dismissed', hides the notice and grants nothing.
 */
export function CookieNotice({ initialConsent, privacyPath, initialSnippets }: Props) {
  const t = useTranslations('cookies')
  const locale = useLocale()
  const [consent, setConsent] = useState<Consent | null>(initialConsent)
  const [snippets, setSnippets] = useState<Snippets | null>(initialSnippets)

  const choose = (choice: Consent) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:')
    setConsent(choice)
    if (choice !== 'granted') return
    loadConsentSnippets(locale).then(setSnippets, (error: unknown) => {
      console.error('Loading the consented snippets failed', error)
    })
  }

  return (
    <>
      <ConsentSnippets snippets={snippets} />
      {consent === null ? (
        <section
          aria-label={t('label')}
          data-testid="cookie-notice"
          className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 md:right-auto md:bottom-4 md:left-4 md:max-w-md md:p-0"
        >
          <div className="relative rounded-2xl border border-line bg-white p-5 pr-14 shadow-2xl">
            <p className="text-sm leading-relaxed text-ink">
              {t('text')}{' '}
              <SmartLink href={privacyPath} className="font-semibold text-brand-600 underline underline-offset-2">
                {t('privacyLink')}
              </SmartLink>
            </p>
            <button
              type="button"
              onClick={() => choose('granted')}
              className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('agree')}
            </button>
            <button
              type="button"
              onClick={() => choose('dismissed')}
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">{t('close')}</span>
            </button>
          </div>
        </section>
      ) : null}
    </>
  )
}
