'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { dropKey } from '../../../domain/fleet/board-moves'
import { barColumns, packLanes, type BoardWindow } from '../../../domain/fleet/planning-board'
import { BLOCK_REASON_LABELS, officeTime, type BlockReason } from '../../../domain/fleet/unit-schedule'
import { DeskMessage } from '../BookingsConsole/DeskMessage'
import { newRequestKey } from '../BookingsConsole/desk-post'
import { AssignDialog } from './AssignDialog'
import type { BoardBlock, BoardBooking, BoardUnit } from './board-types'
import { postBookingUnit } from './unit-post'
import { useBarDrag } from './use-bar-drag'

type Bar = ({ kind: 'booking' } & BoardBooking) | ({ kind: 'block' } & BoardBlock)

const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

/**
 * Units as rows × days as columns: bookings as bars (a one-way arrival marked), blocks hatched.
 * A booking's bar is a button that opens the assign dialog (the keyboard's way); staff who assign
 * units may also drag it onto another unit's row (or the row of no unit) with a mouse or a finger,
 * which asks the bookings module the same as the dialog: a refusal is shown above the board with
 * its reason and the bar goes back. A block's bar opens the block. Bars of one unit that overlap
 * (dates changed after it was assigned) take a second lane, flagged.
 */
export function BoardGrid(props: {
  window: BoardWindow
  today: string
  units: readonly BoardUnit[]
  bookings: readonly BoardBooking[]
  blocks: readonly BoardBlock[]
  canAssign: boolean
}) {
  const { window, units, bookings, blocks } = props
  const router = useRouter()
  const [openId, setOpenId] = useState<number | undefined>(undefined)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const boardRef = useRef<HTMLDivElement>(null)
  const { drag, pending, handlers, isDragEnd } = useBarDrag({
    board: boardRef,
    onMove: async (booking, vehicleId) => {
      setMessage(undefined)
      const sent = await postBookingUnit({ booking, vehicleId, requestKey: newRequestKey() })
      setMessage({ text: sent.text, isError: !sent.isOk })
      return sent.isOk
    },
    redraw: () => router.refresh(),
  })
  const canDrag = (booking: BoardBooking) => props.canAssign && booking.movement !== 'arrives'
  const open = bookings.find((booking) => booking.id === openId)
  const unitIds = new Set(units.map((unit) => unit.id))
  const style = { '--board-days': String(window.days.length) } as CSSProperties
  const bookingBars = (items: readonly BoardBooking[]): Bar[] => items.map((item) => ({ kind: 'booking', ...item }))
  const unassigned = bookings.filter(
    (booking) => booking.movement !== 'arrives' && (booking.unitId === null || !unitIds.has(booking.unitId)),
  )
  const arrivals = bookings.filter((booking) => booking.movement === 'arrives')

  const bar = (item: Bar, lane: number): ReactNode => {
    const columns = barColumns(item, window)
    if (!columns) return null
    const place: CSSProperties = {
      gridColumn: `${String(columns.first + 2)} / span ${String(columns.span)}`,
      gridRow: lane + 1,
    }
    const cut = `${columns.isCutStart ? ' board-bar--cut-start' : ''}${columns.isCutEnd ? ' board-bar--cut-end' : ''}`
    const times = `${officeTime(item.startsAt)} to ${officeTime(item.endsAt)}`
    if (item.kind === 'block') {
      const reason = BLOCK_REASON_LABELS[item.reason as BlockReason] ?? item.reason
      return (
        <a
          key={`block-${String(item.id)}`}
          className={`board-bar board-bar--block${cut}`}
          style={place}
          href={`/admin/collections/unit-blocks/${String(item.id)}`}
          title={`${reason}: ${times}${item.note ? ` — ${item.note}` : ''}`}
        >
          {reason}
          <span className="board-sr"> block, {times}</span>
        </a>
      )
    }
    const arrives = item.movement === 'arrives'
    const oneWay =
      item.movement === 'departs'
        ? ` one-way to ${item.otherOffice ?? 'another office'}`
        : arrives
          ? ` one-way from ${item.otherOffice ?? 'another office'}`
          : ''
    const isDragged = drag?.bookingId === item.id
    const moving: CSSProperties = isDragged
      ? { ...place, transform: `translate(${String(drag.dx)}px, ${String(drag.dy)}px)` }
      : place
    return (
      <button
        key={`booking-${String(item.id)}`}
        type="button"
        className={`board-bar board-bar--booking board-bar--${item.status}${arrives ? ' board-bar--arrives' : ''}${cut}${isDragged ? ' board-bar--dragged' : ''}${pending === item.id ? ' board-bar--pending' : ''}`}
        style={moving}
        onClick={() => {
          if (!isDragEnd()) setOpenId(item.id)
        }}
        {...(canDrag(item) && { ...handlers(item), 'data-draggable': '' })}
        aria-busy={pending === item.id || undefined}
        title={`${item.number} ${item.customer}: ${times}${oneWay}`}
        data-booking={item.number}
      >
        {arrives ? <span aria-hidden="true">⇢ </span> : null}
        {item.number} {item.customer}
        {item.movement === 'departs' ? <span aria-hidden="true"> ⇢</span> : null}
        <span className="board-sr">
          , {times}
          {oneWay}
          {item.unitRegistration ? `, on ${item.unitRegistration}` : ', no unit'}
          {item.status === 'requested' ? ', request' : ''}
        </span>
      </button>
    )
  }

  const row = (key: string, head: ReactNode, items: readonly Bar[], flag?: string, drop?: string) => {
    const lanes = packLanes(items)
    const laneCount = Math.max(1, lanes.length)
    const hasOverlap = lanes.filter((lane) => lane.some((item) => item.kind === 'booking')).length > 1
    return (
      <div
        key={key}
        className={`board-row${drop !== undefined && drag?.over === drop ? ' board-row--drop' : ''}`}
        role="group"
        data-drop={drop}
        aria-labelledby={`board-head-${key}`}
        style={{ gridTemplateRows: `repeat(${String(laneCount)}, minmax(2.5rem, auto))` }}
      >
        <div id={`board-head-${key}`} className="board-head" style={{ gridRow: `1 / span ${String(laneCount)}` }}>
          {head}
          {flag ? <small>{flag}</small> : null}
          {hasOverlap ? <small className="board-warn">Overlap: move a booking</small> : null}
        </div>
        {window.days.map((day, index) => (
          <div
            key={day}
            aria-hidden="true"
            className={`board-cell${day === props.today ? ' board-cell--today' : ''}${isWeekend(day) ? ' board-cell--weekend' : ''}`}
            style={{ gridColumn: index + 2, gridRow: `1 / span ${String(laneCount)}` }}
          />
        ))}
        {lanes.flatMap((lane, index) => lane.map((item) => bar(item, index)))}
      </div>
    )
  }

  return (
    <>
      {props.canAssign ? (
        <p className="board-hint">
          Drag a booking onto another unit&rsquo;s row to move it, or open it to choose the unit.
        </p>
      ) : null}
      <div className="board-message" data-testid="board-message">
        <DeskMessage message={message} />
      </div>
      <div className="board-scroll" role="region" aria-label="Units by day" tabIndex={0}>
        <div className="board" style={style} ref={boardRef}>
          <div className="board-row board-row--days" aria-hidden="true">
            <div className="board-head">Unit</div>
            {window.days.map((day, index) => (
              <div
                key={day}
                className={`board-day${day === props.today ? ' board-cell--today' : ''}${isWeekend(day) ? ' board-cell--weekend' : ''}`}
                style={{ gridColumn: index + 2 }}
              >
                <time dateTime={day}>{dayLabel.format(new Date(`${day}T00:00:00Z`))}</time>
              </div>
            ))}
          </div>
          {units.map((unit) =>
            row(
              `unit-${String(unit.id)}`,
              <strong>{unit.registration}</strong>,
              [
                ...bookingBars(
                  bookings.filter((booking) => booking.unitId === unit.id && booking.movement !== 'arrives'),
                ),
                ...blocks
                  .filter((block) => block.unitId === unit.id)
                  .map((block): Bar => ({ kind: 'block', ...block })),
              ],
              unit.status === 'inService' ? undefined : 'Not in service',
              dropKey({ kind: 'unit', unitId: unit.id }),
            ),
          )}
          {row(
            'unassigned',
            <strong>No unit yet</strong>,
            bookingBars(unassigned),
            `${String(unassigned.length)} booking(s)`,
            dropKey({ kind: 'no-unit' }),
          )}
          {arrivals.length > 0
            ? row('arrivals', <strong>Arriving one-way</strong>, bookingBars(arrivals), 'Units of other offices')
            : null}
        </div>
      </div>
      <AssignDialog
        key={openId ?? 'closed'}
        booking={open}
        units={units}
        canAssign={props.canAssign && open?.movement !== 'arrives'}
        onClose={() => setOpenId(undefined)}
      />
    </>
  )
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}
