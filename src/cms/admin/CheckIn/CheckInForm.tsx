'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type PriceItem = { readonly id: number; readonly name: string; readonly priceIsk: number }
type Row = { readonly key: number; note: string; priceItemId: string; photo: File | undefined }

type Props = {
  bookingId: number
  /** The check-out odometer: the return may not read less. */
  minMileage: number
  /** Office time now, for the return's default (yyyy-MM-ddTHH:mm). */
  nowLocal: string
  prices: readonly PriceItem[]
}

let nextKey = 1

/**
 * The agent's check-in form (tablet or phone): when the car came back, the odometer, the fuel, and
 * each new damage with its photo (the camera opens on a phone) and its item of the damage price
 * list; sent as one multipart form to POST /api/booking-check-ins/{id}. Labels on every field, all
 * reachable by keyboard; the route's refusal is shown as it says it.
 */
export function CheckInForm({ bookingId, minMileage, nowLocal, prices }: Props) {
  const router = useRouter()
  const [returnedAt, setReturnedAt] = useState(nowLocal)
  const [mileage, setMileage] = useState('')
  const [fuel, setFuel] = useState('8')
  const [sendNotice, setSendNotice] = useState(true)
  const [rows, setRows] = useState<Row[]>([])
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))

  async function submit() {
    setIsBusy(true)
    setMessage(undefined)
    const form = new FormData()
    // Office time is UTC (Atlantic/Reykjavik).
    form.set('returnedAt', `${returnedAt}:00Z`)
    form.set('mileage', mileage)
    form.set('fuelEighths', fuel)
    if (sendNotice) form.set('sendNotice', 'on')
    rows.forEach((row, index) => {
      const n = String(index + 1)
      form.set(`note${n}`, row.note)
      if (row.priceItemId) form.set(`price${n}`, row.priceItemId)
      if (row.photo) form.set(`photo${n}`, row.photo, row.photo.name)
    })
    try {
      const response = await fetch(`/api/booking-check-ins/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        body: form,
      })
      const answer = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (response.ok) {
        setMessage({ text: 'Checked in. The return report is on its way to the renter.', isError: false })
        router.refresh()
      } else {
        setMessage({ text: answer.errors?.[0]?.message ?? 'The check-in could not be recorded.', isError: true })
      }
    } catch {
      setMessage({ text: 'It could not be sent. Try again.', isError: true })
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <form
      className="check-in-form"
      data-testid="check-in-form"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <fieldset>
        <legend>The car as it came back</legend>
        <div className="desk-form">
          <label>
            Returned at (office time)
            <input
              type="datetime-local"
              name="returnedAt"
              required
              value={returnedAt}
              onChange={(event) => setReturnedAt(event.target.value)}
            />
          </label>
          <label>
            Odometer (km, at least {minMileage.toLocaleString('en-GB')})
            <input
              type="number"
              name="mileage"
              inputMode="numeric"
              min={minMileage}
              step={1}
              required
              value={mileage}
              onChange={(event) => setMileage(event.target.value)}
            />
          </label>
          <label>
            Fuel (eighths of a tank)
            <select name="fuelEighths" value={fuel} onChange={(event) => setFuel(event.target.value)}>
              {Array.from({ length: 9 }, (_, eighths) => (
                <option key={eighths} value={String(8 - eighths)}>
                  {8 - eighths === 8 ? 'Full (8/8)' : 8 - eighths === 0 ? 'Empty (0/8)' : `${String(8 - eighths)}/8`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>New damage ({rows.length === 0 ? 'none' : String(rows.length)})</legend>
        {rows.map((row, index) => (
          <div className="desk-form check-in-damage" key={row.key} data-testid="check-in-damage-row">
            <label>
              Damage {index + 1}
              <input
                type="text"
                required
                maxLength={500}
                value={row.note}
                onChange={(event) => update(row.key, { note: event.target.value })}
              />
            </label>
            <label>
              Photo {index + 1}
              <input
                type="file"
                accept="image/*"
                capture="environment"
                required
                onChange={(event) => update(row.key, { photo: event.target.files?.[0] })}
              />
            </label>
            <label>
              Price list item
              <select
                value={row.priceItemId}
                onChange={(event) => update(row.key, { priceItemId: event.target.value })}
              >
                <option value="">Not priced yet</option>
                {prices.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {item.name} — {item.priceIsk.toLocaleString('en-GB')} kr.
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => setRows((current) => current.filter((candidate) => candidate.key !== row.key))}
            >
              Remove damage {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          style={{ margin: 0 }}
          disabled={rows.length >= 20}
          onClick={() => {
            nextKey += 1
            setRows((current) => [...current, { key: nextKey, note: '', priceItemId: '', photo: undefined }])
          }}
        >
          Add a new damage
        </button>
      </fieldset>
      <label className="check-in-notice">
        <input type="checkbox" checked={sendNotice} onChange={(event) => setSendNotice(event.target.checked)} />
        Send the damage claim&apos;s notice now, if anything is charged (else send it from here within 10 days)
      </label>
      <p>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          disabled={isBusy}
          style={{ margin: 0 }}
        >
          Check in
        </button>
      </p>
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'check-in-error' : undefined}>
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
