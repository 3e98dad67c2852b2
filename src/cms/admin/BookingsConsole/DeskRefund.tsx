'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

type Answer = { errors?: { message: string }[] }

/**
 * Refund part or all of what a booking was charged, in whole krónur (cards are charged in ISK),
 * with the reason the audit trail keeps: through the bookings module (POST
 * /api/booking-refunds/{id}); above the limit only a manager or an admin may.
 */
export function DeskRefund({ bookingId, hint }: { bookingId: number; hint: string }) {
  const router = useRouter()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  // One key per refund meant: a retry after a lost answer sends it again and refunds once.
  const requestKey = useRef(newRequestKey())

  async function refund() {
    const amountIsk = Number(amount)
    if (!window.confirm(`Refund ${amountIsk.toLocaleString('en-GB')} kr. to the customer's card?`)) return
    setIsBusy(true)
    setMessage(undefined)
    try {
      const response = await fetch(`/api/booking-refunds/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'idempotency-key': requestKey.current },
        body: JSON.stringify({ amountIsk, reason }),
      })
      if (response.ok) {
        requestKey.current = newRequestKey()
        setAmount('')
        setReason('')
        setMessage({ text: 'Refund recorded; the card is being refunded.', isError: false })
        router.refresh()
      } else {
        const answer = (await response.json()) as Answer
        setMessage({ text: answer.errors?.[0]?.message ?? 'The refund could not be made.', isError: true })
      }
    } catch {
      setMessage({ text: 'The refund could not be sent. Try again.', isError: true })
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <form
      className="desk-form"
      data-testid="desk-refund"
      onSubmit={(event) => {
        event.preventDefault()
        void refund()
      }}
    >
      <label>
        Refund (kr.)
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={amount}
          onChange={(event) => {
            requestKey.current = newRequestKey()
            setAmount(event.target.value)
          }}
        />
      </label>
      <label>
        Reason for the refund (kept in the audit trail)
        <input
          type="text"
          minLength={3}
          maxLength={1000}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-medium"
        disabled={isBusy}
        style={{ margin: 0 }}
      >
        Refund
      </button>
      <p style={{ flexBasis: '100%', margin: 0 }}>{hint}</p>
      {message ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          style={{ flexBasis: '100%', margin: 0, color: message.isError ? 'var(--theme-error-500)' : 'inherit' }}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  )
}

function newRequestKey(): string {
  return crypto.randomUUID()
}
