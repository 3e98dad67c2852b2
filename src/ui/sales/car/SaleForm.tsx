'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_ACCEPT, photoProblem } from '@/domain/sales/forms/photos'
import type { SaleFormKind } from '@/domain/sales/forms/schemas'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'
import { Select } from '@/ui/primitives/Select'

import { FORM_FIELDS } from './form-fields'
import { FormSentPanel } from './FormSentPanel'
import { loadFormCheck } from './load-form-check'
import { PhotoField } from './PhotoField'
import { TextArea } from './TextArea'
import { sendCmsForm } from '@/ui/forms/send-cms-form'
import { useBotFields, type BotFields, type ClientBotCheck } from './use-bot-fields'

/** Errors the visitor can act on, shown as they are (`apiErrors.<code>`); others are SALE_FORM_FAILED. */
const SHOWN_ERRORS: readonly ErrorCode[] = [
  'TOO_MANY_PHOTOS',
  'PHOTO_TOO_LARGE',
  'NOT_AN_IMAGE',
  'BOT_CHECK_FAILED',
  'TOO_MANY_REQUESTS',
  'CAR_NOT_FOUND',
]

const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024)

/** The message of what happens after each kind of form (`saleCar.forms.sent.next.*`). */
const NEXT_STEP: Readonly<Record<SaleFormKind, 'offer' | 'inquiry' | 'tradeIn'>> = {
  offer: 'offer',
  inquiry: 'inquiry',
  'trade-in': 'tradeIn',
}

type Props = {
  kind: SaleFormKind
  carId: number
  /** The car's name, as the confirmation says it. */
  name: string
  /** The cars for sale, without the locale prefix: the confirmation's way on. */
  searchPath: string
  botCheck: ClientBotCheck
  /** Back to the car (the offer's modal closes); without it, the confirmation offers another message. */
  onBackToCar?: () => void
  /** Told when the form is sent and its confirmation shows. */
  onSent?: () => void
}

/** The form's text fields (the photos go separately). */
function textValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  return values
}

function shownError(code: string): ErrorCode {
  return SHOWN_ERRORS.find((shown) => shown === code) ?? 'SALE_FORM_FAILED'
}

/**
 * An offer, sale inquiry or trade-in form about one car: checked in the browser with the server's
 * schema (fetched when the visitor enters the form; after a first try, fields re-check as they
 * change), photos (trade-in) refused before upload past 20 or above 7 MB, sent as form data to
 * `POST /v1/company/send-offer` with the hidden car_id and the bot check's fields. Once sent, the
 * form gives way to a confirmation (FormSentPanel).
 */
export function SaleForm({ kind, carId, name, searchPath, botCheck, onBackToCar, onSent }: Props) {
  const t = useTranslations('saleCar.forms')
  const errorsText = useTranslations()
  const locale = useLocale()
  const id = useId()
  const bot = useBotFields(botCheck)
  const [photos, setPhotos] = useState<File[]>([])
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [isSent, setIsSent] = useState(false)
  const [isAnother, setIsAnother] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [isTried, setIsTried] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)

  const check = async (form: HTMLFormElement) => {
    const { saleFormProblems } = await loadFormCheck()
    const found = saleFormProblems(kind, { ...textValues(form), car_id: String(carId) })
    setProblems(found)
    return found
  }

  const label = (field: string) => t(`labels.${field}` as 'labels.name')
  const errorOf = (fieldName: string) => {
    const key = problems[fieldName]
    if (!key) return undefined
    const field = label(fieldName)
    if (key === 'validation.email') return t('validation.email')
    if (key === 'validation.required') return t('validation.required', { field })
    return t('validation.format', { field })
  }
  const failureText = (code: string, params: Record<string, string | number>) =>
    errorsText(errorMessageKey(shownError(code)), { max: MAX_PHOTOS, maxMb: MAX_MB, name: '', ...params })

  const choosePhotos = (files: File[]) => {
    const problem = photoProblem(files.map((file) => ({ name: file.name, size: file.size })))
    if (problem) {
      setPhotos([])
      setPhotoError(
        problem.code === 'TOO_MANY_PHOTOS'
          ? errorsText(errorMessageKey('TOO_MANY_PHOTOS'), { max: problem.max })
          : errorsText(errorMessageKey('PHOTO_TOO_LARGE'), { name: problem.name, maxMb: problem.maxMb }),
      )
      return false
    }
    setPhotoError(null)
    setPhotos(files)
    return true
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setIsTried(true)
    setFailure(null)
    setIsSubmitting(true)
    try {
      await send(form)
    } finally {
      setIsSubmitting(false)
    }
  }

  const send = async (form: HTMLFormElement) => {
    let found: Record<string, string>
    try {
      found = await check(form)
    } catch {
      setFailure(t('failure'))
      return
    }
    const invalid = FORM_FIELDS[kind].find((field) => found[field.name])
    if (invalid) {
      form.querySelector<HTMLElement>(`[name="${invalid.name}"]`)?.focus()
      return
    }
    const body = new FormData()
    for (const [field, value] of Object.entries(textValues(form))) body.set(field, value)
    body.set('kind', kind)
    body.set('car_id', String(carId))
    body.set('locale', locale)
    let proof: BotFields
    try {
      proof = await bot.collect()
    } catch {
      setFailure(t('failure'))
      return
    }
    for (const [field, value] of Object.entries(proof.fields)) body.set(field, value)
    if (kind === 'trade-in') for (const photo of photos) body.append('photos', photo)
    const sent = await sendCmsForm('/v1/company/send-offer', body, proof.headers)
    if (sent.isOk) {
      setPhotos([])
      setProblems({})
      setIsTried(false)
      setIsSent(true)
      onSent?.()
    } else {
      setFailure(failureText(sent.code, sent.params))
    }
  }

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (isTried) void check(event.currentTarget).catch(() => undefined)
  }

  // "Send another message": the empty form comes back with the focus in its first field.
  useEffect(() => {
    if (isAnother && !isSent) formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus()
  }, [isAnother, isSent])

  if (isSent) {
    return (
      <FormSentPanel
        title={t('success')}
        text={t(`sent.next.${NEXT_STEP[kind]}`, { name })}
        searchPath={searchPath}
        otherCars={t('sent.otherCars')}
        testId={`sale-form-sent-${kind}`}
        action={
          onBackToCar
            ? { label: t('sent.backToCar'), onClick: onBackToCar }
            : {
                label: t('sent.sendAnother'),
                onClick: () => {
                  setIsAnother(true)
                  setIsSent(false)
                },
              }
        }
      />
    )
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadFormCheck().catch(() => undefined)}
      noValidate
      className="grid gap-4"
      data-testid={`sale-form-${kind}`}
    >
      <input type="hidden" name="car_id" value={carId} />
      {FORM_FIELDS[kind].map((field) => {
        const fieldId = `${id}-${field.name}`
        const common = { id: fieldId, label: label(field.name), error: errorOf(field.name), required: field.isRequired }
        if (field.kind === 'textarea') return <TextArea key={field.name} {...common} name={field.name} />
        if (field.kind === 'payment') {
          return (
            <Select
              key={field.name}
              {...common}
              options={[
                { value: 'cash', label: t('payment.cash') },
                { value: 'other', label: t('payment.other') },
              ]}
              name={field.name}
              defaultValue={kind === 'inquiry' ? 'cash' : undefined}
            />
          )
        }
        return (
          <Input
            key={field.name}
            {...common}
            type={field.kind === 'amount' ? 'text' : field.kind}
            inputMode={field.kind === 'amount' ? 'numeric' : undefined}
            autoComplete={field.autoComplete}
            name={field.name}
          />
        )
      })}
      {kind === 'trade-in' ? (
        <PhotoField
          id={`${id}-photos`}
          label={label('photos')}
          hint={t('photosHint', { max: MAX_PHOTOS, maxMb: MAX_MB })}
          chosen={t('photosChosen', { count: photos.length })}
          accept={PHOTO_ACCEPT}
          error={photoError ?? undefined}
          onChoose={choosePhotos}
        />
      ) : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>
      <div id={bot.containerId} hidden />
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
      <p role="alert" className="font-semibold text-danger" data-testid="sale-form-outcome">
        {failure}
      </p>
    </form>
  )
}
