/**
 * What staff do with their hands on the planning board (issue 32): drag a booking's bar to another
 * unit's row, and give a block's times. Pure: the board measures its rows and reads its form, and
 * these say what was meant. Office time is Iceland's, UTC all year.
 */

/** How far (CSS px) a press on a bar moves before it is a drag rather than a tap or click. */
export const DRAG_START_PX = 6

/** Whether a pointer that moved `dx`, `dy` since it was pressed is dragging. */
export function isDragStart(dx: number, dy: number, threshold = DRAG_START_PX): boolean {
  return Math.hypot(dx, dy) >= threshold
}

/** A row a bar can be dropped on: a unit, or the row of bookings with no unit yet. */
export type DropTarget = { readonly kind: 'unit'; readonly unitId: number } | { readonly kind: 'no-unit' }

/** A drop row as measured on the screen (viewport px, top inclusive, bottom exclusive). */
export type DropRow = { readonly target: DropTarget; readonly top: number; readonly bottom: number }

/** The row under the pointer at height `y`, or undefined when it is over none of them. */
export function rowAt(rows: readonly DropRow[], y: number): DropRow | undefined {
  return rows.find((row) => y >= row.top && y < row.bottom)
}

/**
 * What dropping a booking on `target` asks the bookings module: put it on that unit, or take it off
 * its unit (`null`); undefined when nothing changes (dropped on its own row, or on no row).
 */
export function dropMove(
  currentUnitId: number | null,
  target: DropTarget | undefined,
): { readonly vehicleId: number | null } | undefined {
  if (!target) return undefined
  const vehicleId = target.kind === 'unit' ? target.unitId : null
  return vehicleId === currentUnitId ? undefined : { vehicleId }
}

/** A row's drop attribute (`data-drop`): the unit's id, or "no-unit". */
export function dropKey(target: DropTarget): string {
  return target.kind === 'unit' ? String(target.unitId) : 'no-unit'
}

/** The drop target a row's `data-drop` attribute names, or undefined when it names none. */
export function dropTargetOf(key: string | null | undefined): DropTarget | undefined {
  if (key === 'no-unit') return { kind: 'no-unit' }
  if (!key || !/^[1-9]\d*$/.test(key)) return undefined
  return { kind: 'unit', unitId: Number(key) }
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

/** An office time as a date-and-time field gives it ("2027-05-10T08:00") in epoch ms, or undefined. */
export function officeTimeOf(value: string): number | undefined {
  const match = LOCAL_TIME.exec(value.trim())
  if (!match) return undefined
  const [, day, hours, minutes] = match
  const time = Date.parse(`${day ?? ''}T${hours ?? ''}:${minutes ?? ''}:00Z`)
  if (
    Number.isNaN(time) ||
    new Date(time).toISOString().slice(0, 16) !== `${day ?? ''}T${hours ?? ''}:${minutes ?? ''}`
  ) {
    return undefined
  }
  return time
}

/**
 * A block's times from the board's form (office time), or what is wrong with them, in the same
 * words as the block's own check.
 */
export function blockPeriod(
  from: string,
  to: string,
): { readonly startsAt: number; readonly endsAt: number } | { readonly problem: string } {
  const startsAt = officeTimeOf(from)
  const endsAt = officeTimeOf(to)
  if (startsAt === undefined || endsAt === undefined) return { problem: 'Give the time the block starts and ends.' }
  if (endsAt <= startsAt) return { problem: 'A block ends after it starts.' }
  return { startsAt, endsAt }
}
