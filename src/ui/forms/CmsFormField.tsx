'use client'

import { useTranslations } from 'next-intl'

import { MAX_FILE_BYTES } from '@/domain/forms/check-form'
import { CHECKED, type FormFieldDef } from '@/domain/forms/form-definition'
import { FIELD_CLASS, ERROR_CLASS, HINT_CLASS, LABEL_CLASS } from '@/ui/primitives/field-styles'
import { fieldDescribedBy } from '@/ui/primitives/FieldShell'
import { Input } from '@/ui/primitives/Input'
import { Select } from '@/ui/primitives/Select'
import { TextArea } from '@/ui/sales/car/TextArea'

type Props = {
  id: string
  field: FormFieldDef
  value: string
  isRequired: boolean
  error: string | undefined
  filesChosen: number
  onValue: (value: string) => void
  onFiles: (files: File[]) => void
}

const INPUT_TYPES = { text: 'text', number: 'number', email: 'email', range: 'range' } as const

/** One visible field of a CMS form, by its kind; the form owns the values. */
export function CmsFormField({ id, field, value, isRequired, error, filesChosen, onValue, onFiles }: Props) {
  const t = useTranslations('forms')
  const common = { id, label: field.label, error, required: isRequired, name: field.name }
  const choice = (label: string) => (label === 'yes' || label === 'no' ? t(label) : label)
  switch (field.kind) {
    case 'textarea':
      return (
        <TextArea {...common} value={value} placeholder={field.placeholder} onChange={(e) => onValue(e.target.value)} />
      )
    case 'select':
      return (
        <Select
          {...common}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          options={[{ value: '', label: field.placeholder || t('choose') }, ...field.options]}
        />
      )
    case 'checkbox':
      return (
        <div>
          <label htmlFor={id} className="flex items-start gap-3 text-base text-ink">
            <input
              id={id}
              type="checkbox"
              name={field.name}
              checked={value === CHECKED}
              onChange={(event) => onValue(event.target.checked ? CHECKED : '')}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy({ id, error })}
              className="mt-1 size-5 accent-brand-600"
            />
            <span>
              {field.label}
              {isRequired ? (
                <span aria-hidden="true" className="text-danger">
                  {' '}
                  *
                </span>
              ) : null}
            </span>
          </label>
          {error ? (
            <p id={`${id}-error`} className={ERROR_CLASS}>
              {error}
            </p>
          ) : null}
        </div>
      )
    case 'question':
      return (
        <fieldset aria-describedby={fieldDescribedBy({ id, error })}>
          <legend className={LABEL_CLASS}>
            {field.label}
            {isRequired ? (
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            ) : null}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {field.options.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-2 text-base text-ink">
                <input
                  type="radio"
                  name={field.name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onValue(option.value)}
                  className="size-5 accent-brand-600"
                />
                {choice(option.label)}
              </label>
            ))}
          </div>
          {error ? (
            <p id={`${id}-error`} className={ERROR_CLASS}>
              {error}
            </p>
          ) : null}
        </fieldset>
      )
    case 'file': {
      const hint = t('fileHint', { max: field.maxFiles, maxMb: MAX_FILE_BYTES / (1024 * 1024) })
      return (
        <div>
          <label htmlFor={id} className={LABEL_CLASS}>
            {field.label}
            {isRequired ? (
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            ) : null}
          </label>
          <input
            id={id}
            type="file"
            name={field.name}
            multiple={field.maxFiles > 1}
            accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
            onChange={(event) => onFiles([...(event.target.files ?? [])])}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy({ id, hint, error })}
            className={`${FIELD_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
          />
          <p id={`${id}-hint`} className={HINT_CLASS}>
            {hint} · {t('filesChosen', { count: filesChosen })}
          </p>
          {error ? (
            <p id={`${id}-error`} className={ERROR_CLASS}>
              {error}
            </p>
          ) : null}
        </div>
      )
    }
    case 'range':
      return (
        <Input
          {...common}
          type="range"
          value={value || String(field.min ?? 0)}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          step={field.step ?? undefined}
          hint={value || String(field.min ?? 0)}
          onChange={(event) => onValue(event.target.value)}
          className="accent-brand-600"
        />
      )
    case 'hidden':
    case 'notVisible':
      return null
    default:
      return (
        <Input
          {...common}
          type={INPUT_TYPES[field.kind]}
          value={value}
          placeholder={field.placeholder || undefined}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          step={field.step ?? undefined}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.kind === 'email' ? 'email' : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
      )
  }
}
