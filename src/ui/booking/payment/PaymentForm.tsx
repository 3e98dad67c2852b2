'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useMemo, useRef, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import type { PaymentChoice } from '@/domain/payments/payment-choice'
import type { EcommercePayload } from '@/domain/tracking/tracking-events'
import { buttonClass } from '@/ui/primitives/button-styles'
import { track } from '@/ui/tracking/track'

import { cardResolver } from './card-resolver'
import { CardFields, type CardFormValues } from './CardFields'
import { PaymentChoiceField } from './PaymentChoiceField'
import { TermsAcknowledgement } from './TermsAcknowledgement'

type Props = {
  action: (formData: FormData) => Promise<void>
  locale: string
  /** The step query, carried on to the next step. */
  query: string
  choices: readonly PaymentChoice[]
  totals: Readonly<Record<PaymentChoice, string>>
  /** The attempt's key without JavaScript (one per page); the browser makes its own per attempt. */
  idempotencyKey: string
  /** What paying now charges the card, in ISK and at which rate (shown above the card fields). */
  chargeNote?: string | undefined
  /** The cancellation terms, acknowledged with a checkbox before the booking is paid or confirmed. */
  terms?: { readonly text: string; readonly label: string; readonly error: string } | undefined
  /** The last try failed: the name and expiry typed then are filled in again (never the number or CVC). */
  isRetry?: boolean | undefined
  /** The add_payment_info payload sent when the visitor sends the payment (SPEC §9). */
  paymentEvent?: EcommercePayload | undefined
  /** The payment provider's own page takes the card (Adyen): no card fields here, none sent. */
  isCardOnProviderPage?: boolean | undefined
}

/** Where the name and expiry wait for a retry after a refused card, for this browser tab only. */
const KEPT_CARD_KEY = 'vegur:payment-kept-card'
type KeptCard = Pick<CardFormValues, 'cardholderName' | 'expiry'>

const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '', cardholderName: '' }

/**
 * The payment step's form. The card is checked in the browser with the spec's rules before it is
 * sent; the server action saves the booking and charges the card. Without JavaScript the same
 * form posts to the same action, which checks the card again.
 */
export function PaymentForm({
  action,
  locale,
  query,
  choices,
  totals,
  idempotencyKey,
  chargeNote,
  terms,
  isRetry = false,
  paymentEvent,
  isCardOnProviderPage = false,
}: Props) {
  const t = useTranslations('booking.payment')
  const [choice, setChoice] = useState<PaymentChoice>(choices[0] ?? 'now')
  const [isPending, startTransition] = useTransition()
  const isSent = useRef(false)
  // One key per attempt (this form is new on every page the server sends): a double submit sends
  // the same key, so the card is charged once.
  const attemptKey = useRef<string | undefined>(undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const resolver = useMemo(() => cardResolver(), [])
  const [isAccepted, setIsAccepted] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const termsRef = useRef<HTMLInputElement>(null)
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<CardFormValues, unknown, unknown>({ resolver, defaultValues: EMPTY_CARD })

  useEffect(() => {
    const kept = readKeptCard()
    globalThis.sessionStorage?.removeItem(KEPT_CARD_KEY)
    if (!isRetry || !kept) return
    setValue('cardholderName', kept.cardholderName)
    setValue('expiry', kept.expiry)
  }, [isRetry, setValue])

  const send = () => {
    const form = formRef.current
    if (!form || isSent.current) return
    isSent.current = true
    const data = new FormData(form)
    const kept: KeptCard = { cardholderName: getValues('cardholderName'), expiry: getValues('expiry') }
    globalThis.sessionStorage?.setItem(KEPT_CARD_KEY, JSON.stringify(kept))
    attemptKey.current ??= globalThis.crypto.randomUUID?.() ?? idempotencyKey
    data.set('idempotencyKey', attemptKey.current)
    if (paymentEvent) track('add_payment_info', paymentEvent)
    startTransition(async () => {
      try {
        await action(data)
      } finally {
        isSent.current = false
      }
    })
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSent.current) return
    const isMissingTerms = terms !== undefined && !isAccepted
    setTermsError(isMissingTerms)
    // The card is checked too, so every problem shows at once; the first invalid card field takes
    // the focus, else the terms box.
    const sendIfAccepted = () => {
      if (isMissingTerms) termsRef.current?.focus()
      else send()
    }
    if (choice === 'pickup' || isCardOnProviderPage) sendIfAccepted()
    else void handleSubmit(sendIfAccepted)(event)
  }

  const isPayNow = choice === 'now'
  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      data-testid="payment-form"
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {choices.length > 1 ? (
        <PaymentChoiceField choices={choices} value={choice} totals={totals} onChange={setChoice} />
      ) : (
        <p className="rounded-xl bg-surface p-4">
          {t('fixedChoice')}{' '}
          <span className="font-semibold">
            {t('total')}: <span data-testid={`payment-total-${choice}`}>{totals[choice]}</span>
          </span>
          <input type="hidden" name="paymentChoice" value={choice} />
        </p>
      )}
      {isPayNow ? (
        <div className="rounded-xl border border-line bg-white p-4 sm:p-6">
          {isCardOnProviderPage ? null : <CardFields register={register} errors={errors} />}
          {chargeNote ? (
            <p className={isCardOnProviderPage ? 'font-semibold' : 'mt-4 font-semibold'} data-testid="payment-charge">
              {chargeNote}
            </p>
          ) : null}
          <p className="mt-4 text-sm text-muted" data-testid="payment-secure-note">
            {t(isCardOnProviderPage ? 'providerPageNote' : 'secureNote')}
          </p>
        </div>
      ) : null}
      {terms ? (
        <TermsAcknowledgement
          ref={termsRef}
          terms={terms}
          isAccepted={isAccepted}
          hasError={termsError}
          onChange={(next) => {
            setIsAccepted(next)
            if (next) setTermsError(false)
          }}
        />
      ) : null}
      <div>
        <button
          type="submit"
          disabled={isPending}
          aria-busy={isPending || undefined}
          className={`${buttonClass('primary')} w-full sm:w-auto`}
        >
          {isPending ? t('submitting') : isPayNow ? t('submitPayNow', { amount: totals.now }) : t('submitPickup')}
        </button>
      </div>
    </form>
  )
}

function readKeptCard(): KeptCard | undefined {
  try {
    const raw: unknown = JSON.parse(globalThis.sessionStorage?.getItem(KEPT_CARD_KEY) ?? 'null')
    if (typeof raw !== 'object' || raw === null) return undefined
    const { cardholderName, expiry } = raw as Record<string, unknown>
    return typeof cardholderName === 'string' && typeof expiry === 'string' ? { cardholderName, expiry } : undefined
  } catch {
    return undefined
  }
}
