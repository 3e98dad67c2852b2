'use client'

import type React from 'react'

type Props = {
  terms: { readonly text: string; readonly label: string; readonly error: string }
  isAccepted: boolean
  hasError: boolean
  onChange: (isAccepted: boolean) => void
  ref?: React.Ref<HTMLInputElement>
}

/**
 * The cancellation terms next to the Pay button, and the box the visitor ticks to acknowledge them.
 * Without JavaScript the browser requires the box; the server checks it again.
 */
export function TermsAcknowledgement({ terms, isAccepted, hasError, onChange, ref }: Props) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 sm:p-6" data-testid="payment-terms">
      <p className="text-sm">{terms.text}</p>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 font-semibold">
        <input
          ref={ref}
          type="checkbox"
          name="acceptTerms"
          value="yes"
          required
          checked={isAccepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? 'payment-terms-error' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          data-testid="payment-terms-accept"
        />
        <span>{terms.label}</span>
      </label>
      {hasError ? (
        <p id="payment-terms-error" role="alert" className="mt-2 text-sm font-semibold text-danger">
          {terms.error}
        </p>
      ) : null}
    </div>
  )
}
