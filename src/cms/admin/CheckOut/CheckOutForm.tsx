'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { MAX_DAMAGE_NOTES, MAX_FUEL_EIGHTHS } from '../../../domain/bookings/check-out'
import { DAMAGE_ZONE_LABELS, type DamageZone } from '../../../domain/bookings/damage-zones'
import { DeskMessage } from '../BookingsConsole/DeskMessage'
import type { CheckOutBooking, CheckOutUnit } from './check-out-types'
import { DamageDiagram } from './DamageDiagram'

type DamageItem = { readonly key: number; readonly zone: DamageZone | undefined; note: string; photo: File | undefined }

const FUEL_STEPS = Array.from({ length: MAX_FUEL_EIGHTHS + 1 }, (_, eighths) => eighths)

function fuelLabel(eighths: number): string {
  if (eighths === 0) return 'Empty'
  if (eighths === MAX_FUEL_EIGHTHS) return 'Full'
  return `${String(eighths)}/8`
}

/**
 * The agent's part of the check-out: the unit (the class's free units at the pickup office, the
 * assigned one chosen), the odometer, the fuel in eighths, the licence and extra drivers checks,
 * and the damage already on the car, picked on the diagram, each with a note and a photo taken
 * with the tablet's camera. Sent as one multipart form to the bookings module; its refusal is
 * shown as it says it.
 */
export function CheckOutForm(props: { booking: CheckOutBooking; units: readonly CheckOutUnit[] }) {
  const { booking, units } = props
  const router = useRouter()
  const assigned = units.find((unit) => unit.id === booking.unitId)
  const [unitId, setUnitId] = useState(assigned ? String(assigned.id) : units.length === 1 ? String(units[0]?.id) : '')
  const [mileage, setMileage] = useState('')
  const [fuel, setFuel] = useState<number | undefined>(undefined)
  const [licence, setLicence] = useState(false)
  const [driversPresent, setDriversPresent] = useState(false)
  const [damage, setDamage] = useState<DamageItem[]>([])
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const nextKey = useRef(1)
  const focusKey = useRef<number | undefined>(undefined)
  const ids = useId()
  const unit = units.find((candidate) => String(candidate.id) === unitId)
  const isFull = damage.length >= MAX_DAMAGE_NOTES

  useEffect(() => {
    if (focusKey.current === undefined) return
    document.getElementById(`${ids}-note-${String(focusKey.current)}`)?.focus()
    focusKey.current = undefined
  }, [damage, ids])

  function addDamage(zone: DamageZone | undefined) {
    if (isFull) return
    const key = nextKey.current
    nextKey.current += 1
    focusKey.current = key
    setDamage((items) => [...items, { key, zone, note: '', photo: undefined }])
  }

  function change(key: number, patch: Partial<Pick<DamageItem, 'note' | 'photo'>>) {
    setDamage((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)))
  }

  async function submit() {
    const problem = checkForm()
    if (problem) return setMessage({ text: problem, isError: true })
    const form = new FormData()
    form.set('vehicleId', unitId)
    form.set('mileage', mileage.trim())
    form.set('fuelEighths', String(fuel))
    form.set('licenceChecked', String(licence))
    form.set('extraDriversPresent', String(driversPresent))
    damage.forEach((item, index) => {
      const number = String(index + 1)
      form.set(`note${number}`, item.note.trim())
      if (item.zone) form.set(`zone${number}`, item.zone)
      if (item.photo) form.set(`photo${number}`, item.photo)
    })
    setIsBusy(true)
    setMessage(undefined)
    try {
      const response = await fetch(`/api/booking-check-outs/${String(booking.id)}`, {
        method: 'POST',
        credentials: 'include',
        body: form,
      })
      const answer = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (!response.ok) {
        setMessage({
          text: answer.errors?.[0]?.message ?? 'The check-out could not be saved. Try again.',
          isError: true,
        })
        return
      }
      setMessage({ text: 'Check-out recorded. Hand the tablet to the renter to review and sign.', isError: false })
      router.refresh()
    } catch {
      setMessage({ text: 'The check-out could not be sent: check the connection and try again.', isError: true })
    } finally {
      setIsBusy(false)
    }
  }

  /** What the form still lacks, said before it is sent (the route says the same, and more). */
  function checkForm(): string | undefined {
    if (!unit) return 'Choose the unit the car leaves as.'
    if (!/^\d+$/.test(mileage.trim())) return 'Give the odometer reading in whole kilometres.'
    if (unit.mileage !== null && Number(mileage) < unit.mileage) {
      return `The odometer reads less than ${unit.registration}'s last recorded ${String(unit.mileage)} km.`
    }
    if (fuel === undefined) return 'Choose the fuel level.'
    if (!licence) return "Check the driver's licence before the car goes out."
    const blank = damage.findIndex((item) => !item.note.trim())
    if (blank >= 0) return `Describe damage ${String(blank + 1)} or remove it.`
    return undefined
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      aria-label="Check-out record"
    >
      <div className="co-grid">
        <div>
          <h2>The car</h2>
          <label className="co-field">
            <span>Unit</span>
            <select value={unitId} onChange={(event) => setUnitId(event.target.value)} disabled={isBusy} required>
              <option value="">Choose a unit</option>
              {units.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.registration}
                  {candidate.id === booking.unitId ? ' (assigned)' : ''}
                </option>
              ))}
            </select>
            {units.length === 0 ? (
              <small role="alert">
                No unit of this class is free at the pickup office: free one on the planning board.
              </small>
            ) : (
              <small>Free units of the class at the pickup office.</small>
            )}
          </label>
          <label className="co-field">
            <span>Odometer (km)</span>
            <input
              type="number"
              inputMode="numeric"
              min={unit?.mileage ?? 0}
              step={1}
              value={mileage}
              onChange={(event) => setMileage(event.target.value)}
              disabled={isBusy}
              required
            />
            {unit?.mileage !== null && unit?.mileage !== undefined ? (
              <small>
                Last recorded for {unit.registration}: {unit.mileage} km.
              </small>
            ) : null}
          </label>
          <fieldset>
            <legend>Fuel</legend>
            <div className="co-fuel">
              {FUEL_STEPS.map((eighths) => (
                <label key={eighths}>
                  <input
                    type="radio"
                    name="fuel"
                    value={eighths}
                    checked={fuel === eighths}
                    onChange={() => setFuel(eighths)}
                    disabled={isBusy}
                  />
                  <span>{fuelLabel(eighths)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="co-check">
            <input
              type="checkbox"
              checked={licence}
              onChange={(event) => setLicence(event.target.checked)}
              disabled={isBusy}
            />
            Driving licence checked
          </label>
          <label className="co-check">
            <input
              type="checkbox"
              checked={driversPresent}
              onChange={(event) => setDriversPresent(event.target.checked)}
              disabled={isBusy}
            />
            Extra drivers present
            {booking.extraDrivers.length ? ` (${booking.extraDrivers.join(', ')})` : ' (none booked)'}
          </label>
        </div>
        <div>
          <h2>Existing damage</h2>
          <p>
            <small>Pick a zone to add a damage note for it, then take a photo. {MAX_DAMAGE_NOTES} at most.</small>
          </p>
          <DamageDiagram
            marked={new Set(damage.flatMap((item) => (item.zone ? [item.zone] : [])))}
            disabled={isBusy || isFull}
            onPick={addDamage}
          />
        </div>
      </div>
      {damage.length ? (
        <ol className="co-damage" aria-label="Damage noted">
          {damage.map((item, index) => (
            <li key={item.key} data-testid="damage-item">
              <div className="co-damage-head">
                <span>
                  {index + 1}. {item.zone ? DAMAGE_ZONE_LABELS[item.zone] : 'Other'}
                </span>
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small co-btn"
                  onClick={() => setDamage((items) => items.filter((other) => other.key !== item.key))}
                  disabled={isBusy}
                  aria-label={`Remove damage ${String(index + 1)}`}
                >
                  Remove
                </button>
              </div>
              <label className="co-field">
                <span>What is the damage?</span>
                <textarea
                  id={`${ids}-note-${String(item.key)}`}
                  value={item.note}
                  maxLength={500}
                  onChange={(event) => change(item.key, { note: event.target.value })}
                  disabled={isBusy}
                  required
                />
              </label>
              <label className="co-field">
                <span>Photo</span>
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  onChange={(event) => change(item.key, { photo: event.target.files?.[0] })}
                  disabled={isBusy}
                />
              </label>
            </li>
          ))}
        </ol>
      ) : (
        <p>No damage noted.</p>
      )}
      <div className="co-actions">
        <button type="submit" className="btn btn--style-primary btn--size-large co-btn" disabled={isBusy}>
          {isBusy ? 'Saving…' : 'Record the check-out'}
        </button>
        <DeskMessage message={message} />
      </div>
    </form>
  )
}
