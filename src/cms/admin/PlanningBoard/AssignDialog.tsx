'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { officeTime } from '../../../domain/fleet/unit-schedule'
import { DeskMessage } from '../BookingsConsole/DeskMessage'
import { newRequestKey } from '../BookingsConsole/desk-post'
import type { BoardBooking, BoardUnit } from './board-types'
import { postBookingUnit } from './unit-post'

const NO_UNIT = ''

/**
 * The dialog where staff put a booking on a unit of its class or move it to another (a native modal
 * dialog: focus moves in, Escape closes, focus returns to the bar). The choice goes to the bookings
 * module (POST /api/booking-units/{id}); a unit that is busy is refused with the reason, shown here.
 */
export function AssignDialog(props: {
  booking: BoardBooking | undefined
  units: readonly BoardUnit[]
  canAssign: boolean
  onClose: () => void
}) {
  const { booking, units, canAssign, onClose } = props
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const requestKey = useRef(newRequestKey())
  // One dialog per booking opened (the board keys it by the booking): its state starts from it.
  const [unit, setUnit] = useState(booking?.unitId === null || booking === undefined ? NO_UNIT : String(booking.unitId))
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const titleId = useId()
  const selectId = useId()
  const isOpen = booking !== undefined

  useEffect(() => {
    if (isOpen && !dialog.current?.open) dialog.current?.showModal()
  }, [isOpen])

  if (!booking) return null
  const chosen = unit === NO_UNIT ? null : Number(unit)
  const isSame = chosen === booking.unitId

  async function save() {
    if (!booking) return
    setIsBusy(true)
    setMessage(undefined)
    const sent = await postBookingUnit({ booking, vehicleId: chosen, requestKey: requestKey.current })
    setIsBusy(false)
    requestKey.current = newRequestKey()
    setMessage({ text: sent.text, isError: !sent.isOk })
    if (!sent.isOk) return
    router.refresh()
  }

  return (
    <dialog
      ref={dialog}
      className="board-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="assign-dialog"
    >
      <h2 id={titleId}>Booking {booking.number}</h2>
      <dl className="board-facts">
        <dt>Customer</dt>
        <dd>{booking.customer}</dd>
        <dt>Pickup</dt>
        <dd>{officeTime(booking.startsAt)}</dd>
        <dt>Return</dt>
        <dd>
          {officeTime(booking.endsAt)}
          {booking.movement === 'departs' && booking.otherOffice ? ` at ${booking.otherOffice} (one-way)` : ''}
        </dd>
        <dt>Status</dt>
        <dd>{booking.status}</dd>
        <dt>Unit now</dt>
        <dd>{booking.unitRegistration ?? 'None'}</dd>
      </dl>
      {canAssign ? (
        <form
          className="desk-form"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <label htmlFor={selectId}>Unit</label>
          <select id={selectId} value={unit} onChange={(event) => setUnit(event.target.value)} disabled={isBusy}>
            <option value={NO_UNIT}>No unit</option>
            {units.map((candidate) => (
              <option key={candidate.id} value={candidate.id} disabled={candidate.status !== 'inService'}>
                {candidate.registration}
                {candidate.status !== 'inService' ? ' (not in service)' : ''}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="btn btn--style-primary btn--size-medium"
            style={{ margin: 0 }}
            disabled={isBusy || isSame}
          >
            {chosen === null ? 'Take off unit' : booking.unitId === null ? 'Assign unit' : 'Move to unit'}
          </button>
          <DeskMessage message={message} />
        </form>
      ) : (
        <p>Only agents, managers and admins assign units.</p>
      )}
      <p className="board-dialog__links">
        <a href={`/admin/bookings-console/${String(booking.id)}`}>Open the booking</a>
        {booking.status === 'confirmed' ? <a href={`/admin/check-out/${String(booking.id)}`}>Check out</a> : null}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          style={{ margin: 0 }}
          onClick={() => dialog.current?.close()}
        >
          Close
        </button>
      </p>
    </dialog>
  )
}
