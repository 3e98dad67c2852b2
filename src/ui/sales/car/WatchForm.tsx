'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, useSyncExternalStore } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'

import { sendCmsForm } from '@/ui/forms/send-cms-form'
import { FormSentPanel } from './FormSentPanel'
import { loadFormCheck } from './load-form-check'
import { useBotFields, type ClientBotCheck } from './use-bot-fields'

type Note = 'confirmed' | 'stopped'

type Props = {
  carId: number
  /** The cars for sale, without the locale prefix. */
  searchPath: string
  botCheck: ClientBotCheck
}

/**
 * "Watch this car": an e-mail address, then a confirmation link by mail (double opt-in); once
 * sent, the form gives way to a confirmation saying where the link went. Coming back from the
 * confirmation or unsubscribe link (#watch-confirmed, #watch-stopped) shows its note.
 */
export function WatchForm({ carId, searchPath, botCheck }: Props) {
  const t = useTranslations('saleCar')
  const locale = useLocale()
  const id = useId()
  const bot = useBotFields(botCheck)
  const [error, setError] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  )
  const note = noteOf(hash)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Uncontrolled: what was typed before the form hydrated is kept.
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    let isValid: boolean
    try {
      isValid = (await loadFormCheck()).isWatchValid({ car_id: String(carId), email })
    } catch {
      setError(t('forms.failure'))
      return
    }
    if (!isValid) {
      setError(
        email.trim() === ''
          ? t('forms.validation.required', { field: t('forms.labels.email') })
          : t('forms.validation.email'),
      )
      return
    }
    setError(undefined)
    setIsSending(true)
    const body = new FormData()
    body.set('car_id', String(carId))
    body.set('email', email)
    body.set('locale', locale)
    try {
      const proof = await bot.collect()
      for (const [name, value] of Object.entries(proof.fields)) body.set(name, value)
      const sent = await sendCmsForm('/v1/car/watch', body, proof.headers)
      if (sent.isOk) setSentTo(email.trim())
      else setError(t('forms.failure'))
    } catch {
      setError(t('forms.failure'))
    } finally {
      setIsSending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-surface p-5" data-testid="watch-car">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('watch.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('watch.intro')}</p>
      {sentTo !== null ? (
        <div className="mt-3">
          <FormSentPanel
            title={t('watch.sentTitle')}
            text={t('watch.sentText', { email: sentTo })}
            searchPath={searchPath}
            otherCars={t('forms.sent.otherCars')}
            testId="watch-sent"
          />
        </div>
      ) : note ? (
        <p role="status" className="mt-3 font-semibold text-success" data-testid="watch-note">
          {t(`watch.${note}`)}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          onFocus={() => void loadFormCheck().catch(() => undefined)}
          noValidate
          className="mt-3 grid gap-3"
        >
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            label={t('forms.labels.email')}
            required
            name="email"
            error={error}
          />
          <div id={bot.containerId} hidden />
          <div>
            <button type="submit" className={buttonClass('outline')} disabled={isSending}>
              {isSending ? t('forms.sending') : t('watch.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/** The note of a watch link's way back (#watch-confirmed, #watch-stopped). */
function noteOf(hash: string): Note | null {
  if (hash === '#watch-confirmed') return 'confirmed'
  if (hash === '#watch-stopped') return 'stopped'
  return null
}
