'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { EMPTY_FORM_STATE } from '@/domain/validation/form-state'
import { payBalance } from '@/server/manage/actions/pay-balance'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'

import { ErrorSummary, useFieldMessage } from './FormErrors'

/**
 * The card form of the manage Payment step. One idempotency key per page view, so a double
 * submit charges once. The number and CVC are never sent back into the page.
 */
export function PaymentForm({
  locale,
  amount,
  idempotencyKey,
}: {
  locale: string
  amount: string
  idempotencyKey: string
}) {
  const t = useTranslations('manage.payment')
  const message = useFieldMessage()
  const [state, action, isPending] = useActionState(payBalance, EMPTY_FORM_STATE)
  const errorOf = (field: string) => {
    const error = state.errors.find((candidate) => candidate.field === field)
    return error ? message(error) : undefined
  }
  return (
    <form
      action={action}
      noValidate
      className="grid gap-4 rounded-2xl border border-line bg-white p-5"
      data-testid="manage-payment"
    >
      <ErrorSummary errors={state.errors} problem={state.problem} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Input
        id="cardholderName"
        name="cardholderName"
        label={t('cardholderName')}
        autoComplete="cc-name"
        required
        defaultValue={state.values.cardholderName ?? ''}
        error={errorOf('cardholderName')}
      />
      <Input
        id="cardNumber"
        name="cardNumber"
        label={t('cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        required
        error={errorOf('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <Input
          id="expiry"
          name="expiry"
          label={t('expiry')}
          hint={t('expiryHint')}
          autoComplete="cc-exp"
          placeholder="MM/YYYY"
          required
          defaultValue={state.values.expiry ?? ''}
          error={errorOf('expiry')}
        />
        <Input
          id="cvc"
          name="cvc"
          label={t('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          error={errorOf('cvc')}
        />
      </div>
      <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={isPending}>
        {t('submit', { amount })}
      </button>
    </form>
  )
}
