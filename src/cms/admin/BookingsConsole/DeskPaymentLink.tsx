'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { DeskMessage } from './DeskMessage'
import { deskPost, newRequestKey } from './desk-post'

/**
 * E-mail the renter a link to pay what is left on the booking (it opens manage's payment step),
 * through the bookings module (POST /api/booking-payment-links/{id}); recorded in the audit trail.
 */
export function DeskPaymentLink({ bookingId, due }: { bookingId: number; due: string }) {
  const router = useRouter()
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const requestKey = useRef(newRequestKey())

  async function send() {
    setIsBusy(true)
    setMessage(undefined)
    const sent = await deskPost({
      path: `/api/booking-payment-links/${String(bookingId)}`,
      body: {},
      requestKey: requestKey.current,
      fallback: 'The payment link could not be sent. Try again.',
    })
    setIsBusy(false)
    if (!sent.isOk) return setMessage({ text: sent.message, isError: true })
    requestKey.current = newRequestKey()
    setMessage({ text: `Payment link for ${due} sent to the customer.`, isError: false })
    router.refresh()
  }

  return (
    <div className="desk-form" data-testid="desk-payment-link">
      <p style={{ margin: 0 }}>Left to pay: {due}.</p>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-medium"
        disabled={isBusy}
        style={{ margin: 0 }}
        onClick={() => void send()}
      >
        E-mail a payment link
      </button>
      <DeskMessage message={message} />
    </div>
  )
}
