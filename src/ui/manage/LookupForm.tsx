'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import type { LookupValues } from '@/domain/booking/manage-lookup'
import { formErrors, formProblem, formValues, IDLE_FORM_STATE, type FormState } from '@/domain/validation/form-state'
import { lookUp } from '@/server/manage/actions/look-up'
import { validationText } from '@/ui/booking/detail/detail-messages'
import { ErrorSummary } from '@/ui/booking/detail/ErrorSummary'
import { FailureNotice } from '@/ui/booking/detail/FailureNotice'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'

const IDLE: FormState<LookupValues> = IDLE_FORM_STATE
const EMPTY: LookupValues = { voucherNumber: '', lastName: '' }

/**
 * Voucher number and last name; every failure reads the same, whatever was wrong. Errors show as
 * in the booking flow's forms: a linked summary, each field's own message, the form's problem.
 */
export function LookupForm({ locale }: { locale: string }) {
  const t = useTranslations('manage.lookup')
  const detail = useTranslations('booking.detail')
  const [state, action, isPending] = useActionState(lookUp, IDLE)
  const values = formValues(state, EMPTY)
  const labels: Record<keyof LookupValues, string> = { voucherNumber: t('voucher'), lastName: t('lastName') }
  const errors = formErrors(state).flatMap((error) => {
    const name = (Object.keys(labels) as (keyof LookupValues)[]).find((field) => field === error.path)
    return name ? [{ id: name, text: validationText(detail, { path: name, key: error.key, label: labels[name] }) }] : []
  })
  const errorOf = (name: keyof LookupValues) => errors.find((error) => error.id === name)?.text
  return (
    <form action={action} className="grid gap-4" noValidate data-testid="manage-lookup">
      <ErrorSummary errors={errors} testId="manage-lookup-errors" />
      <FailureNotice problem={formProblem(state)} answer={state} testId="manage-errors" />
      <input type="hidden" name="locale" value={locale} />
      <Input
        id="voucherNumber"
        name="voucherNumber"
        label={labels.voucherNumber}
        hint={t('voucherHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        defaultValue={values.voucherNumber}
        error={errorOf('voucherNumber')}
      />
      <Input
        id="lastName"
        name="lastName"
        label={labels.lastName}
        autoComplete="family-name"
        required
        defaultValue={values.lastName}
        error={errorOf('lastName')}
      />
      <button type="submit" className={`${buttonClass('primary')} w-full sm:w-auto`} disabled={isPending}>
        {t('submit')}
      </button>
    </form>
  )
}
