'use client'

import { useMemo, useRef, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { CardFields, type CardFormValues } from '@/ui/booking/payment/CardFields'
import { cardResolver } from '@/ui/booking/payment/card-resolver'
import { buttonClass } from '@/ui/primitives/button-styles'

type Props = {
  action: (formData: FormData) => Promise<void>
  locale: string
  /** The button's text, with the amount. */
  label: string
  pendingLabel: string
  /** The provider's own page takes the card (Adyen): no card fields here. */
  isCardOnProviderPage: boolean
}

const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '', cardholderName: '' }

/**
 * "Hold deposit now" on the manage page: the card checked in the browser with the payment step's
 * rules (the server action checks it again), or only the button when the provider's page takes it.
 * Without JavaScript the same form posts to the same action.
 */
export function DepositHoldForm({ action, locale, label, pendingLabel, isCardOnProviderPage }: Props) {
  const resolver = useMemo(() => cardResolver(), [])
  const formRef = useRef<HTMLFormElement>(null)
  const [isPending, startTransition] = useTransition()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues, unknown, unknown>({ resolver, defaultValues: EMPTY_CARD })

  const send = () => {
    const form = formRef.current
    if (!form || isPending) return
    const data = new FormData(form)
    startTransition(async () => {
      await action(data)
    })
  }

  return (
    <form
      ref={formRef}
      action={action}
      onFocus={resolver.preload}
      onSubmit={(event) => {
        event.preventDefault()
        if (isCardOnProviderPage) send()
        else void handleSubmit(send)(event)
      }}
      noValidate
      data-testid="deposit-hold-form"
      className="mt-4 grid gap-4"
    >
      <input type="hidden" name="locale" value={locale} />
      {isCardOnProviderPage ? null : <CardFields register={register} errors={errors} />}
      <div>
        <button
          type="submit"
          disabled={isPending}
          aria-busy={isPending || undefined}
          className={`${buttonClass('primary')} w-full sm:w-auto`}
        >
          {isPending ? pendingLabel : label}
        </button>
      </div>
    </form>
  )
}
