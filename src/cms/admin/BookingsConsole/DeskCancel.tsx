'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Answer = { errors?: { message: string }[] }

/**
 * Cancel a confirmed booking from its booking page, with the reason the audit trail keeps: through
 * the bookings module (POST /api/booking-cancellations/{id}), which releases the car, gives back
 * everything paid or held and e-mails the customer.
 */
export function DeskCancel({ bookingId }: { bookingId: number }) {
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  async function cancel() {
    if (!window.confirm('Cancel this booking? Everything paid is refunded and the customer is e-mailed.')) return
    setIsBusy(true)
    setError(undefined)
    try {
      const response = await fetch(`/api/booking-cancellations/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason }),
      })
      if (response.ok) router.refresh()
      else setError(((await response.json()) as Answer).errors?.[0]?.message ?? 'The booking could not be cancelled.')
    } catch {
      setError('The cancellation could not be sent. Try again.')
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div data-testid="desk-cancel">
      <form
        className="desk-form"
        onSubmit={(event) => {
          event.preventDefault()
          void cancel()
        }}
      >
        <label>
          Reason for cancelling (kept in the audit trail)
          <input
            type="text"
            value={reason}
            maxLength={1000}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-medium"
          disabled={isBusy}
          style={{ margin: 0 }}
        >
          Cancel booking and refund
        </button>
      </form>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
