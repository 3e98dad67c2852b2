'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'

import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_ACCEPT, photoProblem } from '@/domain/sales/forms/photos'
import { parseSaleForm, type SaleFormKind } from '@/domain/sales/forms/schemas'
import { fieldErrors } from '@/domain/validation/field-errors'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'
import { Select } from '@/ui/primitives/Select'

import { FORM_FIELDS } from './form-fields'
import { PhotoField } from './PhotoField'
import { TextArea } from './TextArea'
import { sendCmsForm } from '@/ui/forms/send-cms-form'
import { useBotFields, type ClientBotCheck } from './use-bot-fields'

type Values = Record<string, string>

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

/** The same zod schema as the server's, as react-hook-form's resolver (messages are SPEC §5 keys). */
function saleResolver(kind: SaleFormKind, carId: number): Resolver<Values> {
  return (values) => {
    const parsed = parseSaleForm(kind, { ...values, car_id: String(carId) })
    if (parsed.isOk) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    for (const failure of fieldErrors(parsed.error)) {
      errors[failure.path] ??= { type: 'validation', message: failure.key }
    }
    return { values: {}, errors }
  }
}

function shownError(code: string): ErrorCode {
  return SHOWN_ERRORS.find((shown) => shown === code) ?? 'SALE_FORM_FAILED'
}

/**
 * An offer, sale inquiry or trade-in form about one car: checked in the browser with the server's
 * schema, photos (trade-in) refused before upload past 20 or above 7 MB, sent as form data to
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
  const form = useForm<Values>({
    resolver: saleResolver(kind, carId),
    defaultValues: kind === 'inquiry' ? { payment: 'cash' } : {},
  })
  const { errors, isSubmitting } = form.formState

  const label = (name: string) => t(`labels.${name}` as 'labels.name')
  const errorOf = (name: string) => {
    const key = errors[name]?.message
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

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null)
    const body = new FormData()
    for (const [name, value] of Object.entries(values)) body.set(name, value ?? '')
    body.set('kind', kind)
    body.set('car_id', String(carId))
    body.set('locale', locale)
    try {
      for (const [name, value] of Object.entries(await bot.collect())) body.set(name, value)
    } catch {
      setOutcome({ isOk: false, text: t('failure') })
      return
    }
    if (kind === 'trade-in') for (const photo of photos) body.append('photos', photo)
    const sent = await sendCmsForm('/v1/company/send-offer', body)
    if (sent.isOk) {
      form.reset()
      setPhotos([])
      setOutcome({ isOk: true, text: t('success') })
    } else {
      setOutcome({ isOk: false, text: failureText(sent.code, sent.params) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid={`sale-form-${kind}`}>
      <input type="hidden" name="car_id" value={carId} />
      {FORM_FIELDS[kind].map((field) => {
        const fieldId = `${id}-${field.name}`
        const common = { id: fieldId, label: label(field.name), error: errorOf(field.name), required: field.isRequired }
        if (field.kind === 'textarea') return <TextArea key={field.name} {...common} {...form.register(field.name)} />
        if (field.kind === 'payment') {
          return (
            <Select
              key={field.name}
              {...common}
              options={[
                { value: 'cash', label: t('payment.cash') },
                { value: 'other', label: t('payment.other') },
              ]}
              {...form.register(field.name)}
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
            {...form.register(field.name)}
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
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
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
