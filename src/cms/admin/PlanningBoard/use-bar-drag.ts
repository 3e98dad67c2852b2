'use client'

import { useEffect, useRef, useState, useTransition, type PointerEvent, type RefObject } from 'react'

import { dropKey, dropMove, dropTargetOf, isDragStart, rowAt, type DropRow } from '../../../domain/fleet/board-moves'
import type { BoardBooking } from './board-types'

/** A bar being dragged: how far it has moved and the row it is over (its `data-drop`). */
export type BarDrag = { readonly bookingId: number; readonly dx: number; readonly dy: number; readonly over?: string }

type Press = {
  readonly booking: BoardBooking
  readonly pointerId: number
  readonly x: number
  readonly y: number
  isDragging: boolean
}

/** The rows of `board` a bar can land on, as they sit on the screen now. */
function measureRows(board: HTMLElement): DropRow[] {
  const rows: DropRow[] = []
  for (const element of board.querySelectorAll<HTMLElement>('[data-drop]')) {
    const target = dropTargetOf(element.dataset.drop)
    if (!target) continue
    const box = element.getBoundingClientRect()
    rows.push({ target, top: box.top, bottom: box.bottom })
  }
  return rows
}

/**
 * Dragging a booking's bar to another row of the board with pointer events (a mouse, a pen or a
 * finger on a tablet; HTML5 drag and drop does not work on touch). A press that moves a few pixels
 * is a drag, else a click (which opens the dialog: the keyboard's way). On the drop, `onMove` is
 * asked to put the booking on the row's unit (or off its unit); while it answers the bar stays where
 * it was dropped (`pending`); moved, the board is redrawn, refused, the bar goes back. Escape or a
 * cancelled pointer puts it back too.
 */
export function useBarDrag(params: {
  board: RefObject<HTMLElement | null>
  /** Asks for the move; true when it was done (the board is then redrawn with `redraw`). */
  onMove: (booking: BoardBooking, vehicleId: number | null) => Promise<boolean>
  redraw: () => void
}) {
  const { board, onMove, redraw } = params
  const [, startTransition] = useTransition()
  const press = useRef<Press | undefined>(undefined)
  const wasDragged = useRef(false)
  const [drag, setDrag] = useState<BarDrag | undefined>(undefined)
  const [pending, setPending] = useState<number | undefined>(undefined)

  const isDragging = drag !== undefined && pending === undefined
  useEffect(() => {
    if (!isDragging) return
    const cancel = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      press.current = undefined
      setDrag(undefined)
    }
    window.addEventListener('keydown', cancel)
    return () => window.removeEventListener('keydown', cancel)
  }, [isDragging])

  const overAt = (y: number): string | undefined => {
    const row = board.current ? rowAt(measureRows(board.current), y) : undefined
    return row ? dropKey(row.target) : undefined
  }

  const handlers = (booking: BoardBooking) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0 || pending !== undefined) return
      press.current = { booking, pointerId: event.pointerId, x: event.clientX, y: event.clientY, isDragging: false }
      event.currentTarget.setPointerCapture(event.pointerId)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = press.current
      if (!current || current.pointerId !== event.pointerId) return
      const dx = event.clientX - current.x
      const dy = event.clientY - current.y
      if (!current.isDragging && !isDragStart(dx, dy)) return
      current.isDragging = true
      const over = overAt(event.clientY)
      setDrag({ bookingId: booking.id, dx, dy, ...(over !== undefined && { over }) })
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = press.current
      press.current = undefined
      if (!current || current.pointerId !== event.pointerId || !current.isDragging) return
      // The click that follows this pointerup is the end of the drag, not a click on the bar.
      wasDragged.current = true
      window.setTimeout(() => (wasDragged.current = false), 0)
      const move = dropMove(current.booking.unitId, dropTargetOf(overAt(event.clientY)))
      if (!move) return setDrag(undefined)
      setPending(current.booking.id)
      const settle = () => {
        setPending(undefined)
        setDrag(undefined)
      }
      void onMove(current.booking, move.vehicleId).then(
        // Done: the bar leaves its dropped place only when the redrawn board has it in its new row.
        (isMoved) =>
          isMoved
            ? startTransition(() => {
                settle()
                redraw()
              })
            : settle(),
        settle,
      )
    },
    onPointerCancel() {
      press.current = undefined
      setDrag(undefined)
    },
  })

  return {
    drag,
    pending,
    handlers,
    /** Whether a click on a bar is the end of a drag (and so opens nothing). */
    isDragEnd: () => wasDragged.current,
  }
}
