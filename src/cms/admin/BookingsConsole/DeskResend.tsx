'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { DeskMessage } from './DeskMessage'
import { deskPost, newRequestKey } from './desk-post'

/**
 * Send the renter the booking's e-mail again as it now stands (a confirmed booking's confirmation
 * with the voucher and calendar file), through the bookings module (POST /api/booking-mails/{id});
 * recorded in the audit trail.
 */
export function DeskResend({ bookingId, label }: { bookingId: number; label: string }) {
  const router = useRouter()
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const requestKey = useRef(newRequestKey())

  async function send() {
    setIsBusy(true)
    setMessage(undefined)
    const sent = await deskPost({
      path: `/api/booking-mails/${String(bookingId)}`,
      body: {},
      requestKey: requestKey.current,
      fallback: 'The e-mail could not be sent. Try again.',
    })
    setIsBusy(false)
    if (!sent.isOk) return setMessage({ text: sent.message, isError: true })
    requestKey.current = newRequestKey()
    setMessage({ text: 'E-mail sent to the customer.', isError: false })
    router.refresh()
  }

  return (
    <div className="desk-form" data-testid="desk-resend">
      <button
        type="button"
        className="btn btn--style-secondary btn--size-medium"
        disabled={isBusy}
        style={{ margin: 0 }}
        onClick={() => void send()}
      >
        {label}
      </button>
      <DeskMessage message={message} />
    </div>
  )
}
