'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { status?: string; errors?: { message: string }[] }

/**
 * On a confirmed booking's edit view: Cancel booking, through the bookings module (the status
 * cannot be edited), under the rental terms (ADR 021). The car is released, what was paid is
 * refunded but a late cancellation's fee, what was held released at the provider, and the customer
 * is e-mailed; asked once more before it is done.
 */
export function CancelBooking() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  if (status !== 'confirmed') return null

  async function cancel() {
    if (id === undefined) return
    const reason = window.prompt(
      "Cancel this booking under the rental terms? A late cancellation keeps one rental day of what was paid; the rest is refunded and the customer is e-mailed. (To waive the fee, a manager uses the booking's page in the bookings console.)\nReason (kept in the audit trail):",
      '',
    )
    if (reason === null) return
    setIsBusy(true)
    setError(undefined)
    try {
      const response = await fetch(`/api/booking-cancellations/${String(id)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason }),
      })
      const answer = (await response.json()) as Answer
      if (response.ok) window.location.reload()
      else setError(answer.errors?.[0]?.message ?? 'The booking could not be cancelled.')
    } catch {
      setError('The cancellation could not be sent. Try again.')
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div data-testid="cancel-booking" style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      <div>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={isBusy}
          onClick={() => void cancel()}
        >
          Cancel booking and refund
        </button>
      </div>
      {error ? (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
