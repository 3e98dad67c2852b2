'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { DeskMessage } from './DeskMessage'
import { deskPost } from './desk-post'

type Terms =
  | { kind: 'free' | 'fee'; feeIsk: number; paidIsk: number; keptIsk: number; refundIsk: number }
  | { kind: 'closed'; reason: string }

const isk = (minor: number) => `${Math.round(minor / 100).toLocaleString('en-GB')} kr.`

/** The terms in one sentence, as the desk reads them before cancelling. */
function termsText(terms: Terms): string {
  if (terms.kind === 'closed') return 'The pickup time has passed: only a manager can cancel it now, waiving the fee.'
  if (terms.kind === 'free') return `Free cancellation: everything paid (${isk(terms.paidIsk)}) is refunded.`
  return `Late cancellation: one rental day (${isk(terms.feeIsk)}) is the fee; ${isk(terms.keptIsk)} of what was paid is kept and ${isk(terms.refundIsk)} refunded.`
}

/**
 * Cancel a confirmed booking from its booking page, under the rental terms (ADR 021: after the free
 * window one rental day is kept of what was paid), shown before cancelling; or, a manager or an
 * admin with a reason, with the fee waived. Through the bookings module (POST
 * /api/booking-cancellations/{id}), which releases the car, gives back the rest and e-mails the
 * customer; the audit trail keeps who, why and the fee kept or waived.
 */
export function DeskCancel({ bookingId }: { bookingId: number }) {
  const router = useRouter()
  const [terms, setTerms] = useState<Terms | undefined>(undefined)
  const [reason, setReason] = useState('')
  const [waive, setWaive] = useState(false)
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)

  useEffect(() => {
    let isCurrent = true
    void fetch(`/api/booking-cancellations/${String(bookingId)}`, { credentials: 'include' })
      .then(async (response) => (response.ok ? ((await response.json()) as Terms) : undefined))
      .catch(() => undefined)
      .then((read) => {
        if (isCurrent) setTerms(read)
      })
    return () => {
      isCurrent = false
    }
  }, [bookingId])

  async function cancel() {
    const question = waive
      ? 'Cancel this booking with the fee waived? Everything paid is refunded and the customer is e-mailed.'
      : `Cancel this booking? ${terms ? termsText(terms) : ''} The customer is e-mailed.`
    if (!window.confirm(question)) return
    setIsBusy(true)
    setMessage(undefined)
    const done = await deskPost({
      path: `/api/booking-cancellations/${String(bookingId)}`,
      body: {
        reason,
        ...(waive ? { waiveFee: true } : terms && terms.kind !== 'closed' ? { acceptedFeeIsk: terms.keptIsk } : {}),
      },
      fallback: 'The cancellation could not be sent. Try again.',
    })
    setIsBusy(false)
    if (done.isOk) router.refresh()
    else setMessage({ text: done.message, isError: true })
  }

  return (
    <div data-testid="desk-cancel">
      <p style={{ margin: '1rem 0 0' }} data-testid="cancel-terms">
        {terms ? termsText(terms) : 'Reading the cancellation terms…'}
      </p>
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
            minLength={waive ? 3 : undefined}
            maxLength={1000}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', fontWeight: 400 }}>
          <input
            type="checkbox"
            checked={waive}
            style={{ minHeight: 'auto' }}
            onChange={(event) => setWaive(event.target.checked)}
          />
          Waive the cancellation fee (a manager)
        </label>
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-medium"
          disabled={isBusy}
          style={{ margin: 0 }}
        >
          Cancel booking
        </button>
        <DeskMessage message={message} />
      </form>
    </div>
  )
}
