'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { Money } from '../../../domain/money/money'
import { formatMoney } from '../../../domain/money/money-format'
import type { ChangeOptions, DeskDriver } from './change-options'
import { DeskDrivers } from './DeskDrivers'
import { DeskMessage } from './DeskMessage'
import { deskPost } from './desk-post'

type Quote = {
  before: { total: Money }
  after: { total: Money }
  difference: Money
  paidIsk: number
  refundIsk: number
  dueIsk: number
}

const money = (value: Money) => formatMoney(value, 'en-GB')
const isk = (minor: number) => `${Math.round(minor / 100).toLocaleString('en-GB')} kr.`
const signed = (value: Money) => (value.amount > 0 ? `+${money(value)}` : money(value))

/** Drivers are sent only when staff changed them, so a change of car alone leaves them as stored. */
const sameDrivers = (a: readonly DeskDriver[], b: readonly DeskDriver[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Change a confirmed booking's car, dates, protection, extras or drivers from its booking page: first the new
 * price and the difference (and what is refunded or left to pay), then, with a reason, the change
 * at that price — through the bookings module (POST /api/booking-changes/{id}), which checks that
 * the car is free, refunds what was paid beyond the new total and e-mails the customer.
 */
export function DeskChange({ bookingId, options }: { bookingId: number; options: ChangeOptions }) {
  const router = useRouter()
  const { current } = options
  const [car, setCar] = useState(current.carCategoryId)
  const [pickupAt, setPickupAt] = useState(current.pickupAt)
  const [returnAt, setReturnAt] = useState(current.returnAt)
  const [protection, setProtection] = useState<number | undefined>(current.protectionCode)
  const [extras, setExtras] = useState<Readonly<Record<number, number>>>(current.extras)
  const [drivers, setDrivers] = useState<readonly DeskDriver[]>(current.drivers)
  const [reason, setReason] = useState('')
  const [quote, setQuote] = useState<Quote | undefined>(undefined)
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)

  /** Any edit asks for a new price before confirming. */
  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value)
      setQuote(undefined)
      setMessage(undefined)
    }
  }

  function changes() {
    return {
      carCategoryId: car,
      pickupAt,
      returnAt,
      services: [
        ...current.kept,
        ...(protection === undefined ? [] : [{ code: protection, quantity: 1, isSelected: true }]),
        ...Object.entries(extras).map(([code, quantity]) => ({ code: Number(code), quantity, isSelected: true })),
      ],
      ...(sameDrivers(drivers, current.drivers) ? {} : { drivers }),
    }
  }

  async function price() {
    setIsBusy(true)
    setMessage(undefined)
    const priced = await deskPost<{ quote: Quote }>({
      path: `/api/booking-changes/${String(bookingId)}`,
      body: changes(),
      fallback: 'The change could not be priced. Try again.',
    })
    setIsBusy(false)
    if (priced.isOk) setQuote(priced.value.quote)
    else setMessage({ text: priced.message, isError: true })
  }

  async function confirm() {
    if (!quote) return
    setIsBusy(true)
    setMessage(undefined)
    const saved = await deskPost({
      path: `/api/booking-changes/${String(bookingId)}`,
      body: { ...changes(), reason, acceptedTotal: quote.after.total.amount },
      fallback: 'The change could not be saved. Try again.',
    })
    setIsBusy(false)
    if (!saved.isOk) return setMessage({ text: saved.message, isError: true })
    setQuote(undefined)
    setReason('')
    setMessage({ text: 'Booking changed; the customer is e-mailed the new voucher.', isError: false })
    router.refresh()
  }

  return (
    <div data-testid="desk-change">
      <form
        className="desk-form"
        onSubmit={(event) => {
          event.preventDefault()
          void price()
        }}
      >
        <label>
          Car
          <select value={car} onChange={(event) => edited(setCar)(Number(event.target.value))}>
            {options.cars.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Pickup (office time)
          <input
            type="datetime-local"
            value={pickupAt}
            required
            onChange={(event) => edited(setPickupAt)(event.target.value)}
          />
        </label>
        <label>
          Return (office time)
          <input
            type="datetime-local"
            value={returnAt}
            required
            onChange={(event) => edited(setReturnAt)(event.target.value)}
          />
        </label>
        <label>
          Protection
          <select
            value={protection ?? ''}
            onChange={(event) =>
              edited(setProtection)(event.target.value === '' ? undefined : Number(event.target.value))
            }
          >
            <option value="">Basic (included)</option>
            {options.protections.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        {options.extras.length > 0 ? (
          <fieldset style={{ border: 0, padding: 0, margin: 0, flexBasis: '100%' }}>
            <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>Extras</legend>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
              {options.extras.map((choice) => (
                <label
                  key={choice.value}
                  style={{ display: 'flex', alignItems: 'center', gap: '0.4rem', fontWeight: 400 }}
                >
                  <input
                    type="checkbox"
                    style={{ minHeight: 'auto' }}
                    checked={extras[choice.value] !== undefined}
                    onChange={(event) => {
                      const next = { ...extras }
                      if (event.target.checked) next[choice.value] = current.extras[choice.value] ?? 1
                      else delete next[choice.value]
                      edited(setExtras)(next)
                    }}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <DeskDrivers drivers={drivers} onChange={edited(setDrivers)} />
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-medium"
          disabled={isBusy}
          style={{ margin: 0 }}
        >
          Show the new price
        </button>
      </form>
      {quote ? (
        <div data-testid="change-quote" aria-live="polite">
          <dl className="desk-quote">
            <dt>Now</dt>
            <dd>{money(quote.before.total)}</dd>
            <dt>After the change</dt>
            <dd>{money(quote.after.total)}</dd>
            <dt>Difference</dt>
            <dd data-testid="change-difference">{signed(quote.difference)}</dd>
            <dt>Paid</dt>
            <dd>{isk(quote.paidIsk)}</dd>
            {quote.refundIsk > 0 ? (
              <>
                <dt>Refunded to the card</dt>
                <dd>{isk(quote.refundIsk)}</dd>
              </>
            ) : null}
            <dt>Left to pay</dt>
            <dd>{quote.dueIsk > 0 ? `${isk(quote.dueIsk)} (send a payment link after)` : 'Nothing'}</dd>
          </dl>
          <form
            className="desk-form"
            onSubmit={(event) => {
              event.preventDefault()
              void confirm()
            }}
          >
            <label>
              Reason for the change (kept in the audit trail)
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
              className="btn btn--style-primary btn--size-medium"
              disabled={isBusy}
              style={{ margin: 0 }}
            >
              Confirm the change
            </button>
          </form>
        </div>
      ) : null}
      <DeskMessage message={message} />
    </div>
  )
}
