'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { DeskMessage } from './DeskMessage'

type Answer = { errors?: { message: string }[]; bookings?: string[] }

/**
 * A customer's privacy requests (GDPR) from their booking's page, through the bookings module (POST
 * /api/booking-privacy/{id}): export everything kept about them as a JSON file, or (a manager, with
 * the reason) anonymise them — their bookings keep the ledger and the audit trail without who they
 * were. Both are recorded in the audit trail.
 */
export function DeskPrivacy({ bookingId }: { bookingId: number }) {
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)

  async function post(body: unknown): Promise<Response | undefined> {
    setIsBusy(true)
    setMessage(undefined)
    try {
      return await fetch(`/api/booking-privacy/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    } catch {
      setMessage({ text: 'The request could not be sent. Try again.', isError: true })
      return undefined
    } finally {
      setIsBusy(false)
    }
  }

  async function refusal(response: Response): Promise<string> {
    const answer = (await response.json().catch(() => ({}))) as Answer
    return answer.errors?.[0]?.message ?? 'The request was refused.'
  }

  async function exportData() {
    const response = await post({ action: 'export' })
    if (!response) return
    if (!response.ok) return setMessage({ text: await refusal(response), isError: true })
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = `customer-data-${String(bookingId)}.json`
    link.click()
    URL.revokeObjectURL(url)
    setMessage({ text: "The customer's data was downloaded.", isError: false })
    router.refresh()
  }

  async function anonymise() {
    if (
      !window.confirm(
        'Anonymise this customer? Their name, contact details and drivers are removed from all their bookings for good.',
      )
    )
      return
    const response = await post({ action: 'anonymise', reason })
    if (!response) return
    if (!response.ok) return setMessage({ text: await refusal(response), isError: true })
    const answer = (await response.json()) as Answer
    setMessage({ text: `Anonymised: ${(answer.bookings ?? []).join(', ')}.`, isError: false })
    router.refresh()
  }

  return (
    <div data-testid="desk-privacy">
      <div className="desk-form">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          disabled={isBusy}
          style={{ margin: 0 }}
          onClick={() => void exportData()}
        >
          Export the customer&apos;s data
        </button>
      </div>
      <form
        className="desk-form"
        onSubmit={(event) => {
          event.preventDefault()
          void anonymise()
        }}
      >
        <label>
          Reason for anonymising (a manager; kept in the audit trail)
          <input
            type="text"
            value={reason}
            minLength={3}
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
          Anonymise the customer
        </button>
      </form>
      <DeskMessage message={message} />
    </div>
  )
}
