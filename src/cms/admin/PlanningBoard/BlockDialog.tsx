'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { blockPeriod } from '../../../domain/fleet/board-moves'
import { BLOCK_REASON_LABELS, BLOCK_REASONS, type BlockReason } from '../../../domain/fleet/unit-schedule'
import { DeskMessage } from '../BookingsConsole/DeskMessage'
import { deskPost } from '../BookingsConsole/desk-post'
import type { BoardUnit } from './board-types'

/**
 * "Block a unit" on the planning board: a button that opens a native modal dialog (focus moves in,
 * Escape closes, focus returns to the button) with the unit, the reason, from, to (office time) and
 * a note. It goes to POST /api/desk-unit-blocks (the bookings module's `blockUnit`); a booking on
 * the unit then is refused with the reason, shown here. Saved, the board is redrawn with the block.
 */
export function BlockDialog(props: { units: readonly BoardUnit[]; day: string }) {
  const { units, day } = props
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [unit, setUnit] = useState(units[0] ? String(units[0].id) : '')
  const [reason, setReason] = useState<BlockReason>('maintenance')
  const [from, setFrom] = useState(`${day}T08:00`)
  const [to, setTo] = useState(`${day}T17:00`)
  const [note, setNote] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const titleId = useId()

  useEffect(() => {
    if (isOpen && !dialog.current?.open) dialog.current?.showModal()
  }, [isOpen])

  async function save(event: FormEvent) {
    event.preventDefault()
    setMessage(undefined)
    const period = blockPeriod(from, to)
    if ('problem' in period) return setMessage({ text: period.problem, isError: true })
    setIsBusy(true)
    const sent = await deskPost<{ message: string }>({
      path: '/api/desk-unit-blocks',
      body: {
        vehicleId: Number(unit),
        reason,
        startsAt: new Date(period.startsAt).toISOString(),
        endsAt: new Date(period.endsAt).toISOString(),
        ...(note.trim() && { note: note.trim() }),
      },
      fallback: 'The block could not be saved. Try again.',
    })
    setIsBusy(false)
    if (!sent.isOk) return setMessage({ text: sent.message, isError: true })
    setMessage({ text: sent.value.message, isError: false })
    setNote('')
    router.refresh()
  }

  if (units.length === 0) return null
  return (
    <>
      <button
        type="button"
        className="board-nav__button"
        aria-haspopup="dialog"
        onClick={() => {
          setMessage(undefined)
          setIsOpen(true)
        }}
      >
        Block a unit
      </button>
      {isOpen ? (
        <dialog
          ref={dialog}
          className="board-dialog"
          aria-labelledby={titleId}
          onClose={() => setIsOpen(false)}
          data-testid="block-dialog"
        >
          <h2 id={titleId}>Block a unit</h2>
          <p style={{ marginTop: 0 }}>
            Take a unit out for maintenance, cleaning or turnaround. It cannot be assigned then, and availability counts
            it out. Times are office time.
          </p>
          <form className="board-block-form" onSubmit={(event) => void save(event)}>
            <label>
              Unit
              <select value={unit} onChange={(event) => setUnit(event.target.value)} disabled={isBusy} required>
                {units.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.registration}
                    {candidate.status !== 'inService' ? ' (not in service)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Reason
              <select
                value={reason}
                onChange={(event) => setReason(event.target.value as BlockReason)}
                disabled={isBusy}
              >
                {BLOCK_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {BLOCK_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              From
              <input
                type="datetime-local"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                disabled={isBusy}
                required
              />
            </label>
            <label>
              To
              <input
                type="datetime-local"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                disabled={isBusy}
                required
              />
            </label>
            <label className="board-block-form__wide">
              Note (optional)
              <textarea
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={1000}
                rows={2}
                disabled={isBusy}
              />
            </label>
            <div className="board-block-form__wide">
              <DeskMessage message={message} />
            </div>
            <p className="board-dialog__links board-block-form__wide">
              <button
                type="submit"
                className="btn btn--style-primary btn--size-medium"
                style={{ margin: 0 }}
                disabled={isBusy}
              >
                Block unit
              </button>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-medium"
                style={{ margin: 0 }}
                onClick={() => dialog.current?.close()}
              >
                Close
              </button>
            </p>
          </form>
        </dialog>
      ) : null}
    </>
  )
}
