'use client'

import { useTranslations } from 'next-intl'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { Input } from '@/ui/primitives/Input'

import { cardMessageKey, type CardMessageKey } from './card-messages'

export type CardFormValues = { cardNumber: string; expiry: string; cvc: string; cardholderName: string }

type Props = { register: UseFormRegister<CardFormValues>; errors: FieldErrors<CardFormValues> }

/** Card number, expiry (MM/YY as printed, or MM/YYYY), CVC and cardholder name, with the browser's cc-* autofill. */
export function CardFields({ register, errors }: Props) {
  const t = useTranslations('booking.payment')
  const error = (message: string | undefined, fallback: CardMessageKey) => {
    const key = cardMessageKey(message, fallback)
    return key ? t(`validation.${key}`) : undefined
  }
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{t('cardLegend')}</legend>
      <div className="sm:col-span-2">
        <Input
          id="payment-card-number"
          label={t('cardNumber')}
          required
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          error={error(errors.cardNumber?.message, 'cardNumber')}
          {...register('cardNumber')}
        />
      </div>
      <Input
        id="payment-expiry"
        label={t('expiry')}
        hint={t('expiryHint')}
        required
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={7}
        error={error(errors.expiry?.message, 'expiryRequired')}
        {...register('expiry')}
      />
      <Input
        id="payment-cvc"
        label={t('cvc')}
        hint={t('cvcHint')}
        required
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        error={error(errors.cvc?.message, 'cvc')}
        {...register('cvc')}
      />
      <div className="sm:col-span-2">
        <Input
          id="payment-cardholder"
          label={t('cardholderName')}
          required
          autoComplete="cc-name"
          error={error(errors.cardholderName?.message, 'cardholderName')}
          {...register('cardholderName')}
        />
      </div>
    </fieldset>
  )
}
