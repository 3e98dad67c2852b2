'use client'

import { useTranslations } from 'next-intl'

import type { PaymentChoice } from '@/domain/payments/payment-choice'
import { Badge } from '@/ui/primitives/Badge'

type Props = {
  choices: readonly PaymentChoice[]
  value: PaymentChoice
  totals: Readonly<Record<PaymentChoice, string>>
  onChange: (choice: PaymentChoice) => void
}

/** Pay now ('Save 10%', the default) or at pickup, each with its total; native radios for the keyboard. */
export function PaymentChoiceField({ choices, value, totals, onChange }: Props) {
  const t = useTranslations('booking.payment')
  const text: Record<PaymentChoice, { title: string; body: string }> = {
    now: { title: t('payNow'), body: t('payNowText') },
    pickup: { title: t('payAtPickup'), body: t('payAtPickupText') },
  }
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('choiceLegend')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice}
            data-testid={`payment-choice-${choice}`}
            className="flex cursor-pointer gap-3 rounded-xl border-2 border-line bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="paymentChoice"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="mt-1 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {text[choice].title}
                {choice === 'now' ? <Badge tone="success">{t('payNowBadge')}</Badge> : null}
              </span>
              <span className="text-sm text-muted">{text[choice].body}</span>
              <span className="mt-1 font-semibold">
                {t('total')}: <span data-testid={`payment-total-${choice}`}>{totals[choice]}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
