'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useId, useState } from 'react'

import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_ACCEPT, photoProblem } from '@/domain/sales/forms/photos'
import type { SaleFormKind } from '@/domain/sales/forms/schemas'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'
import { Select } from '@/ui/primitives/Select'

import { FORM_FIELDS } from './form-fields'
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
 * `POST /v1/company/send-offer` with the hidden car_id and the bot check's fields.
 */
export function SaleForm({ kind, carId, botCheck }: { kind: SaleFormKind; carId: number; botCheck: ClientBotCheck }) {
  const t = useTranslations('saleCar.forms')
  const errorsText = useTranslations()
  const locale = useLocale()
  const id = useId()
  const bot = useBotFields(botCheck)
  const [photos, setPhotos] = useState<File[]>([])
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ isOk: boolean; text: string } | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [isTried, setIsTried] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)

  const check = async (form: HTMLFormElement) => {
    const { saleFormProblems } = await loadFormCheck()
    const found = saleFormProblems(kind, { ...textValues(form), car_id: String(carId) })
    setProblems(found)
    return found
  }

  const label = (name: string) => t(`labels.${name}` as 'labels.name')
  const errorOf = (name: string) => {
    const key = problems[name]
    if (!key) return undefined
    const field = label(name)
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
    setOutcome(null)
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
      setOutcome({ isOk: false, text: t('failure') })
      return
    }
    const invalid = FORM_FIELDS[kind].find((field) => found[field.name])
    if (invalid) {
      form.querySelector<HTMLElement>(`[name="${invalid.name}"]`)?.focus()
      return
    }
    const body = new FormData()
    for (const [name, value] of Object.entries(textValues(form))) body.set(name, value)
    body.set('kind', kind)
    body.set('car_id', String(carId))
    body.set('locale', locale)
    let proof: BotFields
    try {
      proof = await bot.collect()
    } catch {
      setOutcome({ isOk: false, text: t('failure') })
      return
    }
    for (const [name, value] of Object.entries(proof.fields)) body.set(name, value)
    if (kind === 'trade-in') for (const photo of photos) body.append('photos', photo)
    const sent = await sendCmsForm('/v1/company/send-offer', body, proof.headers)
    if (sent.isOk) {
      form.reset()
      setPhotos([])
      setProblems({})
      setIsTried(false)
      setOutcome({ isOk: true, text: t('success') })
    } else {
      setOutcome({ isOk: false, text: failureText(sent.code, sent.params) })
    }
  }

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (isTried) void check(event.currentTarget).catch(() => undefined)
  }

  return (
    <form
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
      <p
        role={outcome && !outcome.isOk ? 'alert' : 'status'}
        className={outcome?.isOk ? 'font-semibold text-success' : 'font-semibold text-danger'}
        data-testid="sale-form-outcome"
      >
        {outcome?.text}
      </p>
    </form>
  )
}
