'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import type { RequestDecision as Decision } from '../../../../../domain/booking/booking-status'

type Answer = { status?: string; errors?: { message: string }[] }

const STATUS_NOTE: Record<string, string> = {
  confirmed: 'Request confirmed. The customer was e-mailed a link to pay from Manage my booking.',
  declined: 'Request declined. The customer was e-mailed; nothing was charged.',
}

/**
 * On a booking's edit view: a request (status requested, an on-request car) is answered here with
 * Confirm request or Decline request. The decision checks that a car is free (confirm), changes the
 * status and e-mails the customer in their language; the page then shows the booking as it is now.
 */
export function RequestDecision() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)

  if (status !== 'requested' && !message) return null

  async function decide(decision: Decision) {
    if (id === undefined) return
    setIsBusy(true)
    setMessage(undefined)
    try {
      const response = await fetch(`/api/booking-requests/${String(id)}/decision`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision }),
      })
      const answer = (await response.json()) as Answer
      if (response.ok && answer.status) {
        setMessage({ text: STATUS_NOTE[answer.status] ?? `Status: ${answer.status}`, isError: false })
        // The form holds the status it was opened with: load the booking as it is now.
        window.location.reload()
      } else {
        setMessage({ text: answer.errors?.[0]?.message ?? 'The decision could not be saved.', isError: true })
      }
    } catch {
      setMessage({ text: 'The decision could not be sent. Try again.', isError: true })
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div
      data-testid="request-decision"
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: 16,
        marginBottom: 24,
        display: 'grid',
        gap: 12,
      }}
    >
      {status === 'requested' ? (
        <>
          <p style={{ margin: 0 }}>
            <strong>Booking request.</strong> The customer chose a car offered on request and has not paid. Confirm it
            when a car is free for these dates, or decline it; the customer is e-mailed either way.
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              disabled={isBusy}
              onClick={() => void decide('confirm')}
            >
              Confirm request
            </button>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              disabled={isBusy}
              onClick={() => void decide('decline')}
            >
              Decline request
            </button>
          </div>
        </>
      ) : null}
      {message ? (
        <p role="status" style={{ margin: 0, color: message.isError ? 'var(--theme-error-500)' : 'inherit' }}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
