'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { laterChargeTotal, type LaterChargeState } from '../../../domain/bookings/later-charges'
import { newRequestKey } from '../BookingsConsole/desk-post'

/** A later toll or fine as the desk lists it (ADR 032); amounts ISK minor units. */
export type DeskLaterCharge = {
  readonly id: string
  readonly kind: 'toll' | 'fine'
  readonly reference: string
  readonly offenceDate: string
  readonly amount: number
  readonly handlingFee: number
  readonly status: LaterChargeState
  /** What the booking's payments do not cover of it yet, ISK minor units (0 when paid or withdrawn). */
  readonly unpaid: number
  readonly addedAt: string
  readonly addedBy: string
  readonly withdrawal: string | null
  readonly billPhotoId: number | null
}

type Props = {
  bookingId: number
  charges: readonly DeskLaterCharge[]
  /** The handling fee of the rental rules, whole krónur. */
  handlingFeeIsk: number
  canWithdraw: boolean
  /** The rental's first and last office day (YYYY-MM-DD): the offence is between them. */
  firstDay: string
  lastDay: string
}

const kr = (minor: number) => `${Math.round(minor / 100).toLocaleString('en-GB')} kr.`

/**
 * The desk's later tolls and fines of a checked-in booking (ADR 032): each with its bill, handling
 * fee and whether it is paid; the form to add one (kind, reference, amount in krónur, date of the
 * offence, a photo of the bill) and, for a manager or admin, to withdraw an unpaid one with a
 * reason. Posts multipart to POST /api/booking-later-charges/{id} with one request key per action,
 * kept across retries of it, so a double click adds one charge.
 */
export function LaterCharges({ bookingId, charges, handlingFeeIsk, canWithdraw, firstDay, lastDay }: Props) {
  const router = useRouter()
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const [requestKey, setRequestKey] = useState(newRequestKey)
  const [withdrawing, setWithdrawing] = useState({ chargeId: '', reason: '' })

  async function send(form: FormData, done: string): Promise<boolean> {
    setIsBusy(true)
    setMessage(undefined)
    try {
      const response = await fetch(`/api/booking-later-charges/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'idempotency-key': requestKey },
        body: form,
      })
      const answer = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (!response.ok) {
        setMessage({ text: answer.errors?.[0]?.message ?? 'That could not be done.', isError: true })
        return false
      }
      setMessage({ text: done, isError: false })
      setRequestKey(newRequestKey())
      router.refresh()
      return true
    } catch {
      setMessage({ text: 'It could not be sent. Try again.', isError: true })
      return false
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div data-testid="later-charges">
      {charges.length === 0 ? (
        <p>No later tolls or fines.</p>
      ) : (
        <table className="desk-table" data-testid="later-charges-table">
          <thead>
            <tr>
              <th scope="col">Bill</th>
              <th scope="col">Offence</th>
              <th scope="col">Added</th>
              <th scope="col" className="num">
                Amount + fee
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => (
              <tr key={charge.id} data-status={charge.status}>
                <td data-label="Bill">
                  {charge.kind === 'toll' ? 'Toll' : 'Fine'} {charge.reference}
                  {charge.billPhotoId ? (
                    <small>
                      <a href={`/api/booking-photos/${String(charge.billPhotoId)}`} target="_blank" rel="noreferrer">
                        Photo of the bill
                      </a>
                    </small>
                  ) : null}
                </td>
                <td data-label="Offence">{charge.offenceDate.slice(0, 10)}</td>
                <td data-label="Added">
                  {charge.addedAt.slice(0, 16).replace('T', ' ')}
                  <small>{charge.addedBy}</small>
                </td>
                <td data-label="Amount + fee" className="num">
                  {kr(charge.amount)} + {kr(charge.handlingFee)}
                </td>
                <td data-label="Status">
                  {charge.status === 'unpaid' && charge.unpaid < laterChargeTotal(charge)
                    ? `partly paid, ${kr(charge.unpaid)} left`
                    : charge.status}
                  {charge.withdrawal ? <small>{charge.withdrawal}</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="desk-form"
        aria-label="Add a later toll or fine"
        onSubmit={(event) => {
          event.preventDefault()
          const target = event.currentTarget
          const form = new FormData(target)
          form.set('action', 'add')
          const bill = form.get('bill')
          if (bill instanceof File && bill.size === 0) form.delete('bill')
          void send(form, 'Added. The renter is e-mailed the notice and can pay it on the booking page.').then(
            (isDone) => {
              if (isDone) target.reset()
            },
          )
        }}
      >
        <label>
          Toll or fine
          <select name="kind" defaultValue="toll">
            <option value="toll">Toll</option>
            <option value="fine">Fine</option>
          </select>
        </label>
        <label>
          Bill reference
          <input name="reference" required maxLength={200} />
        </label>
        <label>
          Amount (kr.)
          <input name="amountIsk" type="number" min={1} step={1} required inputMode="numeric" />
        </label>
        <label>
          Date of the offence
          <input name="offenceDate" type="date" required min={firstDay} max={lastDay} />
        </label>
        <label>
          Photo of the bill (optional)
          <input name="bill" type="file" accept="image/*" capture="environment" />
        </label>
        <p>Handling fee added: {handlingFeeIsk.toLocaleString('en-GB')} kr.</p>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          disabled={isBusy}
          style={{ margin: 0 }}
        >
          Add toll or fine
        </button>
      </form>
      {canWithdraw && charges.some((charge) => charge.status === 'unpaid') ? (
        <form
          className="desk-form"
          aria-label="Withdraw a later toll or fine"
          onSubmit={(event) => {
            event.preventDefault()
            const form = new FormData()
            form.set('action', 'withdraw')
            form.set('chargeId', withdrawing.chargeId)
            form.set('reason', withdrawing.reason)
            void send(form, 'Withdrawn. The renter is told.').then((isDone) => {
              if (isDone) setWithdrawing({ chargeId: '', reason: '' })
            })
          }}
        >
          <label>
            Withdraw
            <select
              required
              value={withdrawing.chargeId}
              onChange={(event) => setWithdrawing({ ...withdrawing, chargeId: event.target.value })}
            >
              <option value="">Choose an unpaid one</option>
              {charges
                .filter((charge) => charge.status === 'unpaid')
                .map((charge) => (
                  <option key={charge.id} value={charge.id}>
                    {charge.kind === 'toll' ? 'Toll' : 'Fine'} {charge.reference}
                  </option>
                ))}
            </select>
          </label>
          <label>
            Reason
            <input
              required
              maxLength={4000}
              value={withdrawing.reason}
              onChange={(event) => setWithdrawing({ ...withdrawing, reason: event.target.value })}
            />
          </label>
          <button
            type="submit"
            className="btn btn--style-secondary btn--size-medium"
            disabled={isBusy}
            style={{ margin: 0 }}
          >
            Withdraw
          </button>
        </form>
      ) : null}
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'check-in-error' : undefined}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
