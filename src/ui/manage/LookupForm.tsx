'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { EMPTY_FORM_STATE } from '@/domain/validation/form-state'
import { lookUp } from '@/server/manage/actions/look-up'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'

import { ErrorSummary, useErrorOf } from './FormErrors'

/** Voucher number and last name; every failure reads the same, whatever was wrong. */
export function LookupForm({ locale }: { locale: string }) {
  const t = useTranslations('manage.lookup')
  const [state, action, isPending] = useActionState(lookUp, EMPTY_FORM_STATE)
  const errorOf = useErrorOf(state.errors)
  return (
    <form action={action} className="grid gap-4" noValidate data-testid="manage-lookup">
      <ErrorSummary errors={state.errors} problem={state.problem} />
      <input type="hidden" name="locale" value={locale} />
      <Input
        id="voucherNumber"
        name="voucherNumber"
        label={t('voucher')}
        hint={t('voucherHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        defaultValue={state.values.voucherNumber ?? ''}
        error={errorOf('voucherNumber')}
      />
      <Input
        id="lastName"
        name="lastName"
        label={t('lastName')}
        autoComplete="family-name"
        required
        defaultValue={state.values.lastName ?? ''}
        error={errorOf('lastName')}
      />
      <button type="submit" className={`${buttonClass('primary')} w-full sm:w-auto`} disabled={isPending}>
        {t('submit')}
      </button>
    </form>
  )
}
