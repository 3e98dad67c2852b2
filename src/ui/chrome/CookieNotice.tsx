'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

import { canLoadSnippets, type Consent, CONSENT_COOKIE, consentCookie, parseConsent } from '@/domain/tracking/consent'
import { loadConsentSnippets } from '@/server/cms/actions/consent-snippets'
import type { Snippets } from '@/server/cms/site-chrome'
import { CloseIcon } from '@/ui/primitives/CloseIcon'
import { lazyComponent } from '@/ui/primitives/lazy-component'
import { SmartLink } from '@/ui/primitives/SmartLink'

type Props = { privacyPath: string }

// Only a visitor who agreed gets the snippets, so only then is the code that starts them fetched.
// (Never on the server: the snippets are state the browser fetches.)
const ConsentSnippets = lazyComponent(() => import('./ConsentSnippets').then((module) => module.ConsentSnippets))

/**
 * Not known on the server: pages are cached and the same for everyone, so the browser reads the
 * cookie. Until it has (the server's HTML, hydration), the notice is drawn and the page's head
 * script hides it from a visitor who already chose (CONSENT_MARK_SCRIPT).
 */
type KnownConsent = Consent | null | 'unknown'

/**
 * The cookie notice, shown until the visitor agrees or closes it. Agree stores 'granted' and starts
 * the snippets; close stores 'dismissed', hides the notice and grants nothing. The snippets come
 * from the server only after consent, so a cached page carries none of them (ADR 009).
 */
export function CookieNotice({ privacyPath }: Props) {
  const t = useTranslations('cookies')
  const locale = useLocale()
  const stored = useSyncExternalStore(subscribeToNothing, readStoredConsent, unknownOnTheServer)
  const [chosen, setChosen] = useState<Consent | null>(null)
  const consent: KnownConsent = chosen ?? stored
  const [snippets, setSnippets] = useState<Snippets | null>(null)

  const loadSnippets = useCallback(
    () =>
      loadConsentSnippets(locale).then(setSnippets, (error: unknown) => {
        console.error('Loading the consented snippets failed', error)
      }),
    [locale],
  )

  useEffect(() => {
    if (canLoadSnippets(readStoredConsent())) void loadSnippets()
  }, [loadSnippets])

  const choose = (choice: Consent) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:')
    setChosen(choice)
    if (canLoadSnippets(choice)) void loadSnippets()
  }

  return (
    <>
      {snippets ? <ConsentSnippets snippets={snippets} /> : null}
      {consent === null || consent === 'unknown' ? (
        <>
          {/* Room at the end of the page, so the notice never hides the last of it on a phone. */}
          <div aria-hidden="true" data-cookie-notice="" className="h-24 md:hidden" />
          <section
            aria-label={t('label')}
            data-cookie-notice=""
            data-testid="cookie-notice"
            className="fixed inset-x-0 bottom-0 z-50 p-2 sm:p-4 md:right-auto md:bottom-4 md:left-4 md:max-w-md md:p-0"
          >
            <div className="relative flex items-center gap-3 rounded-2xl border border-line bg-white py-2 pr-12 pl-3 shadow-2xl sm:block sm:p-5 sm:pr-14">
              <p className="text-xs leading-snug text-ink sm:text-sm sm:leading-relaxed">
                {t('text')}{' '}
                <SmartLink href={privacyPath} className="font-semibold text-brand-600 underline underline-offset-2">
                  {t('privacyLink')}
                </SmartLink>
              </p>
              <button
                type="button"
                onClick={() => choose('granted')}
                className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:mt-4 sm:px-6"
              >
                {t('agree')}
              </button>
              <button
                type="button"
                onClick={() => choose('dismissed')}
                className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink sm:top-2 sm:right-2 sm:translate-y-0"
              >
                <CloseIcon className="size-5" />
                <span className="sr-only">{t('close')}</span>
              </button>
            </div>
          </section>
        </>
      ) : null}
    </>
  )
}

// The consent cookie changes only through this component, which then holds the choice itself.
const subscribeToNothing = () => () => {}
const readStoredConsent = (): Consent | null => parseConsent(cookieValue(CONSENT_COOKIE))
const unknownOnTheServer = (): KnownConsent => 'unknown'

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}
