'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { EMPTY_FORM_STATE, type FormState } from '@/domain/validation/form-state'
import { saveDetails } from '@/server/manage/actions/save-details'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'

import { ErrorSummary, fieldId, useErrorOf } from './FormErrors'

export type DriverRow = {
  readonly firstName: string
  readonly lastName: string
  readonly licenseNumber: string
  readonly expiry: string
}

/**
 * The Driver step: the main driver and additional drivers (a blank additional row is left out).
 * Every field is checked on the server before moving on; the refused form keeps its errors.
 */
export function DriversForm({
  locale,
  drivers,
  rows,
}: {
  locale: string
  drivers: readonly DriverRow[]
  rows: number
}) {
  const t = useTranslations('manage.detail')
  const [state, action, isPending] = useActionState(saveDetails, initialState(drivers))
  const errorOf = useErrorOf(state.errors)
  const field = (index: number, name: keyof DriverRow | 'noExpiry') => `drivers.${index}.${name}`
  return (
    <form action={action} noValidate data-testid="manage-drivers">
      <ErrorSummary errors={state.errors} problem={state.problem} />
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-5">
        {Array.from({ length: rows }, (_, index) => (
          <fieldset key={index} className="rounded-xl border border-line bg-white p-4 sm:p-5">
            <legend className="px-1 text-lg font-bold">
              {index === 0 ? t('mainDriver') : t('additionalDriver', { number: index })}
            </legend>
            {index > 0 ? <p className="mb-3 text-sm text-muted">{t('additionalHint')}</p> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              {(['firstName', 'lastName', 'licenseNumber'] as const).map((name) => (
                <Input
                  key={name}
                  id={fieldId(field(index, name))}
                  name={field(index, name)}
                  label={t(name)}
                  required={index === 0}
                  autoComplete={
                    index === 0 && name !== 'licenseNumber'
                      ? name === 'firstName'
                        ? 'given-name'
                        : 'family-name'
                      : 'off'
                  }
                  defaultValue={state.values[field(index, name)] ?? ''}
                  error={errorOf(field(index, name))}
                />
              ))}
              <div className="grid gap-2">
                <Input
                  id={fieldId(field(index, 'expiry'))}
                  name={field(index, 'expiry')}
                  type="date"
                  label={t('expiry')}
                  defaultValue={state.values[field(index, 'expiry')] ?? ''}
                  error={errorOf(field(index, 'expiry'))}
                />
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={field(index, 'noExpiry')}
                    defaultChecked={state.values[field(index, 'noExpiry')] === 'on'}
                    className="size-5 accent-brand-600"
                  />
                  {t('noExpiry')}
                </label>
              </div>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" className={buttonClass('primary')} disabled={isPending}>
          {t('submit')}
        </button>
      </div>
    </form>
  )
}

/** The saved drivers as the form's first values. */
function initialState(drivers: readonly DriverRow[]): FormState {
  const values: Record<string, string> = {}
  drivers.forEach((driver, index) => {
    values[`drivers.${index}.firstName`] = driver.firstName
    values[`drivers.${index}.lastName`] = driver.lastName
    values[`drivers.${index}.licenseNumber`] = driver.licenseNumber
    values[`drivers.${index}.expiry`] = driver.expiry
    if (!driver.expiry) values[`drivers.${index}.noExpiry`] = 'on'
  })
  return { ...EMPTY_FORM_STATE, values }
}
